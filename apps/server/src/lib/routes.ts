/** The part of a route's reply a 204 uses; `R` is the route's own reply type, as it sends. */
interface NoContentReply<R> {
  status(statusCode: 204): { send(): R };
}

/**
 * A handler's 204 once its `work` is done (a delete, an action that answers nothing): a
 * failure of the work answers instead, through the error handler. Answers the reply, as a
 * handler that sent it must.
 */
export async function noContentAfter<R>(
  reply: NoContentReply<R>,
  work: Promise<unknown>,
): Promise<R> {
  await work;
  return reply.status(204).send();
}
