import { useEffect, useEffectEvent } from 'react';

export type VideoShortcut =
  'togglePlay' | 'back' | 'forward' | 'volumeUp' | 'volumeDown' | 'fullscreen' | 'mute';

const KEYS: Record<string, VideoShortcut> = {
  ' ': 'togglePlay',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  f: 'fullscreen',
  F: 'fullscreen',
  m: 'mute',
  M: 'mute',
};

/** Where keys belong to what has focus: typing, choosing in a list, a dialog or the lesson sheet. */
const OWNS_KEYS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="dialog"]';
/** Space presses a focused button or link; the shortcut must not press it a second time. */
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="link"], [role="menuitem"], [role="tab"]';

type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented'
>;

/**
 * The player shortcut a key press means (docs/product/learning.md#video-lessons; issue 5), or null
 * when the key is not the player's.
 */
export function shortcutFor(event: KeyEventLike): VideoShortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const shortcut = KEYS[event.key] ?? null;
  if (!shortcut) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(OWNS_KEYS)) return null;
  if (shortcut === 'togglePlay' && target?.closest(PRESSABLE)) return null;
  return shortcut;
}

/**
 * Keyboard shortcuts for the video on the page: space play/pause, ←/→ −/+10 s, ↑/↓ volume,
 * f fullscreen, m mute. They work with the focus on the player or anywhere on the page, never
 * while typing.
 */
export function useVideoShortcuts(onShortcut: (shortcut: VideoShortcut) => void) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    const shortcut = shortcutFor(event);
    if (!shortcut) return;
    // The page would scroll on space and the arrows.
    event.preventDefault();
    onShortcut(shortcut);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
