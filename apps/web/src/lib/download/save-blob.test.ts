import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './save-blob';

afterEach(() => {
  vi.useRealTimers();
});

describe('saveBlob', () => {
  it('downloads the blob under the given name, leaves no link behind and frees the URL a minute later', () => {
    vi.useFakeTimers();
    const blob = new Blob(['\uFEFFNombres\n'], { type: 'text/csv' });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://aula.test/csv-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    saveBlob(blob, 'usuarios-2026-11-25.csv');

    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:http://aula.test/csv-1', download: 'usuarios-2026-11-25.csv', attached: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
    vi.advanceTimersByTime(59_999);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:http://aula.test/csv-1');
  });
});
