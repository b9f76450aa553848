import http from 'node:http';

/**
 * Opens n Server-Sent-Events subscribers to url (loopback only) and resolves once all are
 * connected. `closeAll` ends them.
 */
export async function openSubscribers(
  url: string,
  n: number,
  onMessage?: (i: number, data: string) => void,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const reqs: http.ClientRequest[] = [];
  let connected = 0;
  await new Promise<void>((resolve, reject) => {
    for (let i = 0; i < n; i++) {
      const req = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
        connected++;
        if (connected === n) resolve();
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => onMessage?.(i, chunk));
        res.on('error', () => {});
      });
      req.on('error', reject);
      reqs.push(req);
    }
  });
  return {
    closeAll() {
      for (const r of reqs) r.destroy();
      agent.destroy();
    },
  };
}
