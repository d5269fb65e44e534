import { AppError } from '../core/app-error';

/** PostgreSQL's unique_violation, as both drivers report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Runs a save that a unique index guards, turning a clash into a 409 with `message` under
 * `field`: the index decides, so two saves at once cannot both take the same value.
 */
export async function refusingDuplicate<T>(
  field: string,
  message: string,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', message, { [field]: message });
    throw error;
  }
}
