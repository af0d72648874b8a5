// A minimal PocketBase realtime (SSE) client for integration tests: Node has
// no EventSource, so it reads the stream with fetch.
export interface RealtimeListener {
  messages: Array<{ event: string; data: string }>;
  close: () => void;
}

export async function listen(baseUrl: string, topics: string[], token?: string): Promise<RealtimeListener> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const messages: RealtimeListener['messages'] = [];
  let buffer = '';
  let resolveClientId: (id: string) => void = () => {};
  const clientId = new Promise<string>((resolve) => {
    resolveClientId = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event:(.*)$/m.exec(block)?.[1]?.trim() ?? '';
          const data = /^data:(.*)$/m.exec(block)?.[1]?.trim() ?? '';
          if (event === 'PB_CONNECT') resolveClientId(JSON.parse(data).clientId);
          else messages.push({ event, data });
        }
      }
    } catch {
      // closed
    }
  })();
  const id = await clientId;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  const subscribe = await fetch(`${baseUrl}/api/realtime`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ clientId: id, subscriptions: topics }),
  });
  if (subscribe.status !== 204) throw new Error(`subscription failed: ${subscribe.status}`);
  return { messages, close: () => controller.abort() };
}
