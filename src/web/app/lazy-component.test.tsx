import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, test } from 'vitest';
import { preloadable } from '../lib/preloadable';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  test('renders at once, without the fallback, a module that has already arrived', async () => {
    const module = preloadable(async () => Greeting);
    await module.load();
    const Lazy = lazyComponent(module);
    render(
      <Suspense fallback={<p>Prepping the Kitchen</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    // The very first commit already holds the screen.
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Prepping the Kitchen')).toBeNull();
  });

  test('suspends, as React.lazy does, for a module still on its way', async () => {
    let arrive!: () => void;
    const module = preloadable(
      () => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))),
    );
    const Lazy = lazyComponent(module);
    render(
      <Suspense fallback={<p>Prepping the Kitchen</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Prepping the Kitchen')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });
});
