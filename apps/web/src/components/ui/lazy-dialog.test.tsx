// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

afterEach(cleanup);

interface NoteProps {
  open: boolean;
  text: string;
}

/** Stands in for a dialog: shows its text while open, and counts its mounts (closing must not unmount it). */
const mounts = { count: 0 };
function Note({ open, text }: NoteProps) {
  const [mountedAs] = useState(() => ++mounts.count);
  return open ? <p>{`${text} (mount ${mountedAs})`}</p> : null;
}

describe('lazyDialog', () => {
  it('loads nothing until first opened, then stays mounted through closing and opening again', async () => {
    mounts.count = 0;
    const load = vi.fn(() => Promise.resolve(Note));
    const LazyNote = lazyDialog(load, (props: NoteProps) => props.open);
    const { container, rerender } = render(<LazyNote open={false} text="Hello" />);
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');

    rerender(<LazyNote open text="Hello" />);
    expect(await screen.findByText('Hello (mount 1)')).toBeTruthy();
    rerender(<LazyNote open={false} text="Hello" />);
    expect(screen.queryByText(/Hello/)).toBeNull();
    rerender(<LazyNote open text="Hello again" />);
    expect(await screen.findByText('Hello again (mount 1)')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when rendered open', async () => {
    const LazyNote = lazyDialog(
      () => Promise.resolve(Note),
      (props: NoteProps) => props.open,
    );
    render(<LazyNote open text="Straight away" />);
    expect(await screen.findByText(/Straight away/)).toBeTruthy();
  });
});
