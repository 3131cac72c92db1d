import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The caller's address as stored for login limits: a valid IP, else a fixed placeholder. */
export function clientAddress(request: FastifyRequest): string {
  return isIP(request.ip) !== 0 ? request.ip : 'desconhecido';
}
