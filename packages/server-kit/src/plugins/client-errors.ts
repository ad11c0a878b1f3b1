import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors';

/**
 * Requests Fastify cannot route (a URL whose percent-encoding is broken, say) still get the one
 * error shape, not Fastify's own.
 */
export function frameworkErrors(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  const bad = 'The address of this request is not valid: check its percent-encoding.';
  const message = /url/i.test(error.message) ? bad : 'The request is not valid.';
  return reply.code(400).send(errorBody(400, 'BAD_REQUEST', message));
}

/**
 * What Node's HTTP parser refuses before any route sees it (headers or URL too large, characters
 * a header may not hold): answered on the socket in the error shape, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const message = tooLarge
    ? 'The request’s headers or address are too large.'
    : 'The request is malformed: its start line or a header could not be read.';
  const body = JSON.stringify(
    errorBody(status, tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST', message),
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
