import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Clients that hold connections without finishing their requests, against the real listening
 * server (app.inject has no sockets): the server must close them, not wait forever.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 500, maxConnections: 4 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server said when it closed the socket. */
function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
  });
}

describe('slow and idle clients', () => {
  it('cuts off a body trickled one byte at a time, answering 408', async () => {
    const socket = await open();
    const answer = closed(socket);
    socket.write('POST /api/v1/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n');
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed && sent < 200) {
        socket.write('{'.slice(0, 1));
        sent += 1;
      }
    }, 100);
    try {
      expect(await answer).toMatch(/^HTTP\/1\.1 408/);
      expect(sent).toBeLessThan(200);
    } finally {
      clearInterval(trickle);
    }
  }, 20_000);

  it('closes a connection that never finishes its headers', async () => {
    const socket = await open();
    const answer = closed(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    // Closed: with a 408, or without a word when the headers never ended.
    expect(await answer).toMatch(/^(HTTP\/1\.1 408[^]*|)$/);
  }, 20_000);

  it('keeps no more connections open than MAX_CONNECTIONS', async () => {
    // Eight idle connections at once: the server keeps four and drops the rest as they arrive.
    let drops = 0;
    const fourDropped = new Promise<void>((resolve) =>
      t.app.server.on('drop', () => {
        drops += 1;
        if (drops === 4) resolve();
      }),
    );
    const sockets = await Promise.all(Array.from({ length: 8 }, () => open()));
    await fourDropped;
    expect(drops).toBe(4);
    for (const socket of sockets) socket.destroy();
  }, 20_000);
});
