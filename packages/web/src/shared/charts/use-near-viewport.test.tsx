import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe({ isEnabled }: { isEnabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref, isEnabled);
  return <div ref={ref}>{isNear ? 'near' : 'far'}</div>;
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test drives: `callbacks` are the live observers' callbacks. */
function fakeObserver() {
  const callbacks = new Set<Callback>();
  const observe = vi.fn();
  const margins: (string | undefined)[] = [];
  class FakeObserver {
    private readonly callback: Callback;
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.callback = callback;
      callbacks.add(callback);
      margins.push(options?.rootMargin);
    }
    observe = observe;
    disconnect() {
      callbacks.delete(this.callback);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return { callbacks, observe, margins };
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('stays false until the element comes near the viewport, then stays true and stops observing', () => {
    const { callbacks, observe } = fakeObserver();
    render(<Probe isEnabled />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observe).toHaveBeenCalledOnce();

    act(() => callbacks.forEach((callback) => callback([{ isIntersecting: false }])));
    expect(screen.getByText('far')).toBeInTheDocument();

    act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(callbacks.size).toBe(0);
  });

  it("counts an element as there once its top is in the screen's upper three quarters", () => {
    // a chart whose top edge a phone's first screen just shows is not loaded with the page (issue 26 §4)
    const { margins } = fakeObserver();
    render(<Probe isEnabled />);
    expect(margins).toEqual(['0px 0px -25% 0px']);
  });

  it('is true at once when not enabled, without observing', () => {
    const { observe } = fakeObserver();
    render(<Probe isEnabled={false} />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observe).not.toHaveBeenCalled();
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe isEnabled />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
