import { messages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, hasErrorCode, isExplainedRefusal } from './api-error';

describe('hasErrorCode', () => {
  it('tells the cases of one status apart by their code', () => {
    const forbidden = new ApiError(messages.common.forbidden, 'forbidden', 403);
    const enrollmentDue = new ApiError('Activa la verificación', 'mfa_enrollment_required', 403);
    expect(hasErrorCode(forbidden, 'forbidden')).toBe(true);
    expect(hasErrorCode(enrollmentDue, 'forbidden')).toBe(false);
    expect(hasErrorCode(enrollmentDue, 'forbidden', 'mfa_enrollment_required')).toBe(true);
  });

  it('is false for anything that is not the API’s error', () => {
    expect(hasErrorCode(new Error('boom'), 'internal')).toBe(false);
    expect(hasErrorCode(null, 'not_found')).toBe(false);
  });
});

describe('isExplainedRefusal', () => {
  it('is true for a refusal the server words itself', () => {
    for (const code of ['forbidden', 'not_found', 'conflict', 'rate_limited', 'validation_failed'] as const) {
      expect(isExplainedRefusal(new ApiError('Motivo', code, 400))).toBe(true);
    }
  });

  it('is false for no answer, a server failure, or an error that is not the API’s', () => {
    expect(isExplainedRefusal(ApiError.network())).toBe(false);
    expect(isExplainedRefusal(ApiError.fromResponse(503, 'Bad gateway'))).toBe(false);
    expect(isExplainedRefusal(new ApiError(messages.common.unexpectedError, 'internal', 500))).toBe(false);
    expect(isExplainedRefusal(new Error('boom'))).toBe(false);
  });
});
