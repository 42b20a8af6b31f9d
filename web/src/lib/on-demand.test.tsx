/** lib/on-demand.ts: a module loaded on demand, read without suspending once it has arrived. */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand } from './on-demand.ts';

function Reader({ source }: { source: ReturnType<typeof onDemand<{ text: string }>> }) {
  return <p>{useOnDemand(source).text}</p>;
}

describe('onDemand', () => {
  it('asks for the module once however often it is loaded', async () => {
    const importModule = vi.fn(async () => ({ text: 'loaded' }));
    const source = onDemand(importModule);
    expect(source.loaded()).toBeUndefined();
    await Promise.all([source.load(), source.load()]);
    await source.load();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(source.loaded()).toEqual({ text: 'loaded' });
  });

  it('asks again after a failed load', async () => {
    const importModule = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ text: 'loaded' });
    const source = onDemand(importModule);
    await expect(source.load()).rejects.toThrow('offline');
    await expect(source.load()).resolves.toEqual({ text: 'loaded' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe('useOnDemand', () => {
  it('renders an arrived module in the same commit, without its fallback', async () => {
    const source = onDemand(async () => ({ text: 'drawn at once' }));
    await source.load();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Reader source={source} />
      </Suspense>,
    );
    expect(screen.getByText('drawn at once')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('suspends while the module is on its way, then renders it', async () => {
    let arrive: (m: { text: string }) => void = () => {};
    const source = onDemand(() => new Promise<{ text: string }>((resolve) => (arrive = resolve)));
    // An awaited act: React keeps the suspended render's wake-up only then.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Reader source={source} />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive({ text: 'arrived' }));
    expect(await screen.findByText('arrived')).toBeTruthy();
  });
});
