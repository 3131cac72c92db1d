// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which has no `preferred`
// (the server's order among codings the client accepts equally). Only what the server uses.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The client's most preferred of `available`; undefined when it accepts none of them. */
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
}
