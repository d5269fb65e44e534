import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shortcutFor, useVideoShortcuts, type VideoShortcut } from './use-video-shortcuts';

const press = (key: string, target: EventTarget = document.body, extra: Partial<KeyboardEvent> = {}) =>
  shortcutFor({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    ...extra,
  });

describe('shortcutFor', () => {
  it.each<[string, VideoShortcut]>([
    [' ', 'togglePlay'],
    ['ArrowLeft', 'back'],
    ['ArrowRight', 'forward'],
    ['ArrowUp', 'volumeUp'],
    ['ArrowDown', 'volumeDown'],
    ['f', 'fullscreen'],
    ['F', 'fullscreen'],
    ['m', 'mute'],
    ['M', 'mute'],
  ])('maps %j to %s', (key, shortcut) => {
    expect(press(key)).toBe(shortcut);
  });

  it('ignores other keys and key combinations the browser owns', () => {
    expect(press('k')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('f', document.body, { ctrlKey: true })).toBeNull();
    expect(press('ArrowLeft', document.body, { altKey: true })).toBeNull();
    expect(press('m', document.body, { metaKey: true })).toBeNull();
    expect(press(' ', document.body, { defaultPrevented: true })).toBeNull();
  });

  it('leaves every key to fields, lists and dialogs', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const select = document.createElement('select');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = document.createElement('button');
    dialog.append(inDialog);
    for (const target of [input, textarea, select, editable, inDialog]) {
      for (const key of [' ', 'ArrowLeft', 'f', 'm']) expect(press(key, target)).toBeNull();
    }
  });

  it('lets space press a focused button, but keeps the other shortcuts there', () => {
    const button = document.createElement('button');
    expect(press(' ', button)).toBeNull();
    expect(press('ArrowRight', button)).toBe('forward');
  });
});

function Harness({ onShortcut }: { onShortcut(shortcut: VideoShortcut): void }) {
  useVideoShortcuts(onShortcut);
  return (
    <div>
      <div tabIndex={0} role="region" aria-label="Reproductor" />
      <label>
        Comentario
        <textarea />
      </label>
      <label>
        Buscar
        <input />
      </label>
    </div>
  );
}

describe('useVideoShortcuts', () => {
  it('answers keys pressed on the player or anywhere on the page, and keeps the page from scrolling', () => {
    const onShortcut = vi.fn();
    render(<Harness onShortcut={onShortcut} />);
    const onPlayer = fireEvent.keyDown(screen.getByRole('region'), { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(onShortcut.mock.calls).toEqual([['togglePlay'], ['forward']]);
    expect(onPlayer).toBe(false); // default prevented
  });

  it('does not fire while typing', () => {
    const onShortcut = vi.fn();
    render(<Harness onShortcut={onShortcut} />);
    for (const field of [screen.getByLabelText('Comentario'), screen.getByLabelText('Buscar')]) {
      expect(fireEvent.keyDown(field, { key: ' ' })).toBe(true);
      fireEvent.keyDown(field, { key: 'm' });
      fireEvent.keyDown(field, { key: 'ArrowLeft' });
    }
    expect(onShortcut).not.toHaveBeenCalled();
  });

  it('stops listening once the player is gone', () => {
    const onShortcut = vi.fn();
    const { unmount } = render(<Harness onShortcut={onShortcut} />);
    unmount();
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(onShortcut).not.toHaveBeenCalled();
  });
});
