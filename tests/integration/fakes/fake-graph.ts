import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GraphCall = { path: string; accessToken: string | null; body: { data: Record<string, unknown>[] } };

export type FakeGraph = {
  base: string;
  calls: GraphCall[];
  failNext: (status: number) => void;
  close: () => Promise<void>;
};

/** Meta's Graph API events endpoint on 127.0.0.1: records what it is sent. */
export async function startFakeGraph(): Promise<FakeGraph> {
  const calls: GraphCall[] = [];
  let failWith: number | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      calls.push({
        path: url.pathname,
        accessToken: url.searchParams.get('access_token'),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      const status = failWith ?? 200;
      failWith = null;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 200 ? { events_received: 1, fbtrace_id: 'fake' } : { error: { message: 'fake failure' } },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failNext: (status) => {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
