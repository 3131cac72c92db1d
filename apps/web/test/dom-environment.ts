import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * happy-dom's document with Node's own network stack. happy-dom computes styles several times
 * faster than jsdom (every role query and Mantine's floating elements ask for them), but its
 * fetch is a simulation of its own (its errors and aborts are not a browser's); Node's fetch,
 * Request, Response, Headers and AbortController are the WHATWG ones a browser has, so the
 * HTTP client is tested against the real thing. FormData stays happy-dom's: it reads forms.
 */
const NETWORK = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
] as const;

const happyDom = builtinEnvironments['happy-dom'];

export default {
  name: 'happy-dom-node-fetch',
  viteEnvironment: 'client',
  async setup(global, options) {
    const node = Object.fromEntries(NETWORK.map((key) => [key, global[key]]));
    const environment = await happyDom.setup(global, options);
    Object.assign(global, node);
    return environment;
  },
} satisfies Environment;
