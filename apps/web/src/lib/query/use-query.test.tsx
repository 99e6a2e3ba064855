import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { QueryFunctionContext } from './query.ts';
import { QueryClient } from './query-client.ts';
import { QueryClientProvider } from './query-provider.tsx';
import { type UseQueryResult, useQuery } from './use-query.ts';

/** A query function whose answers the test gives, one call at a time. */
function controlledCalls() {
  const calls: Array<{
    signal: AbortSignal;
    answer: (value: string) => Promise<void>;
    fail: () => Promise<void>;
  }> = [];
  const queryFn = ({ signal }: QueryFunctionContext) =>
    new Promise<string>((resolve, reject) => {
      calls.push({
        signal,
        answer: (value) => act(async () => resolve(value)),
        fail: () => act(async () => reject(new Error('offline'))),
      });
    });
  return { calls, queryFn };
}

function newClient(refetchOnMount = () => true) {
  return new QueryClient({ staleTime: 30_000, refetchOnMount });
}

function Shown({ result }: { result: UseQueryResult<string> }) {
  if (result.isPending) return <p>pending</p>;
  if (result.isError) return <p>failed {result.data ?? ''}</p>;
  return <p>answer {result.data}</p>;
}

function Reader(props: {
  queryFn: ReturnType<typeof controlledCalls>['queryFn'];
  id?: string;
  staleTime?: number;
  gcTime?: number;
  enabled?: boolean;
}) {
  const result = useQuery({
    queryKey: ['thing', props.id ?? 'a'],
    queryFn: props.queryFn,
    ...(props.staleTime === undefined ? {} : { staleTime: props.staleTime }),
    ...(props.gcTime === undefined ? {} : { gcTime: props.gcTime }),
    ...(props.enabled === undefined ? {} : { enabled: props.enabled }),
  });
  return <Shown result={result} />;
}

/** Shows its children or not, as a screen that is navigated away from and back to. */
function Toggle({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        toggle
      </button>
      {shown ? children : null}
    </>
  );
}

describe('useQuery', () => {
  it('calls once when screens start showing it, shared by every screen with the same key', async () => {
    const { calls, queryFn } = controlledCalls();
    render(
      <QueryClientProvider client={newClient()}>
        <Reader queryFn={queryFn} />
        <Reader queryFn={queryFn} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByText('pending')).toHaveLength(2);
    expect(calls).toHaveLength(1);
    await calls[0]?.answer('one');
    expect(screen.getAllByText('answer one')).toHaveLength(2);
  });

  it('shows a fresh answer again without calling, and reads a stale one anew while showing it', async () => {
    const { calls, queryFn } = controlledCalls();
    const client = newClient();
    render(
      <QueryClientProvider client={client}>
        <Toggle>
          <Reader queryFn={queryFn} />
        </Toggle>
        <Toggle>
          <Reader queryFn={queryFn} id="b" staleTime={0} />
        </Toggle>
      </QueryClientProvider>,
    );
    await calls[0]?.answer('a1');
    await calls[1]?.answer('b1');
    const [first, second] = screen.getAllByRole('button', { name: 'toggle' });
    act(() => first?.click());
    act(() => first?.click());
    act(() => second?.click());
    act(() => second?.click());
    // The fresh one did not call; the stale one shows its old answer while it calls.
    expect(calls).toHaveLength(3);
    expect(screen.getByText('answer b1')).toBeVisible();
    await calls[2]?.answer('b2');
    expect(screen.getByText('answer b2')).toBeVisible();
    expect(client.getQueryData(['thing', 'a'])).toBe('a1');
  });

  it("asks the client's refetchOnMount before reading a stale answer anew", async () => {
    const { calls, queryFn } = controlledCalls();
    const client = newClient(() => false);
    client.setQueryData(['thing', 'a'], 'from the server');
    render(
      <QueryClientProvider client={client}>
        <Reader queryFn={queryFn} staleTime={0} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('answer from the server')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('forgets an answer no screen shows after its gcTime, so the next screen waits for a new one', async () => {
    const { calls, queryFn } = controlledCalls();
    const client = newClient();
    render(
      <QueryClientProvider client={client}>
        <Toggle>
          <Reader queryFn={queryFn} staleTime={0} gcTime={0} />
        </Toggle>
      </QueryClientProvider>,
    );
    await calls[0]?.answer('first');
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(client.find(['thing', 'a'])).toBeUndefined();
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(screen.getByText('pending')).toBeVisible();
    await calls[1]?.answer('second');
    expect(screen.getByText('answer second')).toBeVisible();
  });

  it('keeps a query a render made when its screen starts showing it after its gcTime', async () => {
    const { queryFn } = controlledCalls();
    const client = newClient();
    const query = client.build({ queryKey: ['late'], queryFn, gcTime: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.find(['late'])).toBeUndefined();
    const stop = query.subscribe(() => {});
    expect(client.find(['late'])).toBe(query);
    stop();
  });

  it('says a failed call, keeps no answer it did not get, and calls again on refetch', async () => {
    const { calls, queryFn } = controlledCalls();
    let result: UseQueryResult<string> | undefined;
    function Capture() {
      result = useQuery({ queryKey: ['thing'], queryFn });
      return <Shown result={result} />;
    }
    render(
      <QueryClientProvider client={newClient()}>
        <Capture />
      </QueryClientProvider>,
    );
    await calls[0]?.fail();
    expect(screen.getByText('failed')).toBeVisible();
    expect(result?.error).toEqual(new Error('offline'));
    act(() => void result?.refetch());
    // Without an answer to show, the new call is pending again.
    expect(screen.getByText('pending')).toBeVisible();
    await calls[1]?.answer('at last');
    expect(screen.getByText('answer at last')).toBeVisible();
  });

  it('makes no call while not enabled', () => {
    const { calls, queryFn } = controlledCalls();
    render(
      <QueryClientProvider client={newClient()}>
        <Reader queryFn={queryFn} enabled={false} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('pending')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('aborts a call no screen waits for any more, leaving the query as it was', async () => {
    const { calls, queryFn } = controlledCalls();
    const client = newClient();
    render(
      <QueryClientProvider client={client}>
        <Toggle>
          <Reader queryFn={queryFn} />
        </Toggle>
      </QueryClientProvider>,
    );
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(calls[0]?.signal.aborted).toBe(true);
    await calls[0]?.answer('too late');
    expect(client.find(['thing', 'a'])?.state).toMatchObject({
      status: 'pending',
      data: undefined,
      isFetching: false,
    });
  });

  it('reads anew the shown queries an invalidation names, and only marks the others', async () => {
    const { calls, queryFn } = controlledCalls();
    const client = newClient();
    client.setQueryData(['other'], 'unseen');
    render(
      <QueryClientProvider client={client}>
        <Reader queryFn={queryFn} />
      </QueryClientProvider>,
    );
    await calls[0]?.answer('before');
    let done = false;
    act(() => void client.invalidateQueries({ queryKey: ['thing'] }).then(() => (done = true)));
    expect(calls).toHaveLength(2);
    expect(client.find(['other'])?.state.isInvalidated).toBe(false);
    expect(screen.getByText('answer before')).toBeVisible();
    await calls[1]?.answer('after');
    expect(done).toBe(true);
    expect(screen.getByText('answer after')).toBeVisible();
    act(() => void client.invalidateQueries());
    expect(client.find(['other'])?.state.isInvalidated).toBe(true);
    expect(calls).toHaveLength(3);
    await calls[2]?.answer('again');
    expect(screen.getByText('answer again')).toBeVisible();
  });

  it('renders on the server with the answers put in, and hands them to the browser', () => {
    const { calls, queryFn } = controlledCalls();
    const server = newClient();
    server.setQueryData(['thing', 'a'], 'rendered');
    const html = renderToString(
      <QueryClientProvider client={server}>
        <Reader queryFn={queryFn} />
        <Reader queryFn={queryFn} id="missing" />
      </QueryClientProvider>,
    );
    expect(html).toBe('<p>answer <!-- -->rendered</p><p>pending</p>');
    expect(calls).toHaveLength(0);
    const state = JSON.parse(JSON.stringify(server.dehydrate()));
    expect(state).toEqual({ queries: [{ queryKey: ['thing', 'a'], data: 'rendered' }] });
    const browser = newClient();
    browser.hydrate(state, 1234);
    expect(browser.find(['thing', 'a'])?.state).toMatchObject({
      status: 'success',
      data: 'rendered',
      dataUpdatedAt: 1234,
    });
  });
});
