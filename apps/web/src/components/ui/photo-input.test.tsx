import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoInput, type PhotoInputLabels } from './photo-input';

const labels: PhotoInputLabels = {
  photoLabel: 'Foto de perfil',
  photoHint: 'JPG o PNG',
  photoChoose: 'Subir foto',
  photoChange: 'Cambiar foto',
  photoRemove: 'Quitar foto',
};

function renderInput(props: Partial<Parameters<typeof PhotoInput>[0]> = {}) {
  const onChoose = vi.fn();
  const onRemove = vi.fn();
  render(
    <PhotoInput
      id="photo"
      labels={labels}
      preview={<span>vista previa</span>}
      hasPhoto={false}
      removable={false}
      error={null}
      onChoose={onChoose}
      onRemove={onRemove}
      {...props}
    />,
  );
  return { onChoose, onRemove };
}

describe('PhotoInput', () => {
  it('is a file input named by its title and described by its rules, that hands over the chosen file', () => {
    const { onChoose } = renderInput();
    const input = screen.getByLabelText('Foto de perfil') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg');
    expect(input.getAttribute('aria-describedby')).toBe('photo-hint');
    expect(screen.getByText('Subir foto')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quitar foto' })).toBeNull();

    const file = new File(['x'], 'yo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChoose).toHaveBeenCalledWith(file);
  });

  it('offers to change or remove a photo, and tells the rule a file breaks', () => {
    const { onRemove } = renderInput({ hasPhoto: true, removable: true, error: 'Máximo 200KB' });
    expect(screen.getByText('Cambiar foto')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Máximo 200KB');
    const input = screen.getByLabelText('Foto de perfil');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('photo-error photo-hint');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('shows the picture alone when it cannot be edited', () => {
    renderInput({ editable: false, hasPhoto: true, removable: true });
    expect(screen.getByText('vista previa')).toBeTruthy();
    expect(screen.queryByLabelText('Foto de perfil')).toBeNull();
    expect(screen.queryByText('JPG o PNG')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
