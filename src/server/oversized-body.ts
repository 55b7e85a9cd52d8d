/**
 * A body over the limit is refused with 413 before it has all arrived. Fastify asks for the
 * connection to be closed (the rest of the body cannot be told apart from a next request), and
 * Node then destroys the socket as soon as the answer is written. With the client's bytes still
 * arriving, that destroy makes the kernel reset the connection, and a client that writes its whole
 * body before reading (Node's fetch, browsers) loses the 413 to the reset. So the server ends its
 * side after the answer instead and reads and discards what still comes, up to a bound.
 */
import type { FastifyRequest } from 'fastify';
import { OVERSIZED_BODY_DRAIN_BYTES, OVERSIZED_BODY_DRAIN_MS } from './config';

export function drainRefusedBody(request: FastifyRequest): void {
  const { socket } = request.raw;
  if (!socket || socket.destroyed) return;
  let discarded = 0;
  request.raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > OVERSIZED_BODY_DRAIN_BYTES) socket.destroy();
  });
  request.raw.resume();
  // Called by Node once the `Connection: close` answer is written (in place of its destroy).
  socket.destroySoon = () => {
    socket.end();
    const deadline = setTimeout(() => socket.destroy(), OVERSIZED_BODY_DRAIN_MS).unref();
    socket.once('close', () => clearTimeout(deadline));
  };
}
