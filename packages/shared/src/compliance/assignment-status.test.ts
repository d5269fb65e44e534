import { describe, expect, it } from 'vitest';
import { assignmentStatus, type AssignmentFacts } from './assignment-status';
import { addMonths, daysBetween, nextYearlyDay } from './calendar-day';

const windows = { dueSoonDays: 14, recertifyDays: 60 };
const open: AssignmentFacts = {
  dueOn: '2027-03-31',
  startedOn: null,
  completedOn: null,
  validUntil: null,
  previousValidUntil: null,
  exemptUntil: null,
};
const at = (facts: Partial<AssignmentFacts>, today: string) =>
  assignmentStatus({ ...open, ...facts }, windows, today);

describe('assignmentStatus', () => {
  it('walks an uncompleted assignment from Pendiente to Vencido as its due date nears and passes', () => {
    expect(at({}, '2027-03-01')).toEqual({ status: 'pending', nextCheckOn: '2027-03-17' });
    expect(at({ startedOn: '2027-03-02' }, '2027-03-02')).toEqual({
      status: 'in_progress',
      nextCheckOn: '2027-03-17',
    });
    expect(at({ startedOn: '2027-03-02' }, '2027-03-17')).toEqual({
      status: 'due_soon',
      nextCheckOn: '2027-04-01',
    });
    expect(at({}, '2027-03-31').status).toBe('due_soon');
    expect(at({}, '2027-04-01')).toEqual({ status: 'overdue', nextCheckOn: null });
  });

  it('counts a completion until its last valid day, showing Por vencer inside the recertification window', () => {
    const done = { completedOn: '2027-03-10', validUntil: '2028-03-09' };
    expect(at(done, '2027-03-10')).toEqual({ status: 'compliant', nextCheckOn: '2028-01-09' });
    expect(at(done, '2028-01-09')).toEqual({ status: 'due_soon', nextCheckOn: '2028-03-10' });
    expect(at(done, '2028-03-09').status).toBe('due_soon');
    expect(at(done, '2028-03-10')).toEqual({ status: 'expired', nextCheckOn: null });
    expect(at({ completedOn: '2027-03-10' }, '2099-01-01')).toEqual({
      status: 'compliant',
      nextCheckOn: null,
    });
  });

  it('keeps a recertification cycle Por vencer while the last completion counts, then Expirado until it is completed', () => {
    const renewal = { dueOn: '2028-03-09', previousValidUntil: '2028-03-09', startedOn: '2028-02-01' };
    expect(at(renewal, '2028-02-01')).toEqual({ status: 'due_soon', nextCheckOn: '2028-03-10' });
    expect(at(renewal, '2028-03-10').status).toBe('expired');
    expect(at(renewal, '2028-06-01').status).toBe('expired');
    expect(at({ ...renewal, completedOn: '2028-06-02', validUntil: '2029-06-01' }, '2028-06-02').status).toBe(
      'compliant',
    );
  });

  it('answers Exento while an exemption covers the day, then what the assignment would be', () => {
    expect(at({ exemptUntil: '2027-05-31' }, '2027-04-15')).toEqual({
      status: 'exempt',
      nextCheckOn: '2027-06-01',
    });
    expect(at({ exemptUntil: '2027-05-31' }, '2027-06-01').status).toBe('overdue');
  });
});

describe('calendar days', () => {
  it('add months to the month’s last day when the day does not exist, and count days across a year', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-03-10', 12)).toBe('2028-03-10');
    expect(daysBetween('2027-12-25', '2028-01-08')).toBe(14);
  });

  it('find the next yearly day strictly after a day', () => {
    expect(nextYearlyDay('2027-03-01', '03-31')).toBe('2027-03-31');
    expect(nextYearlyDay('2027-03-31', '03-31')).toBe('2028-03-31');
    expect(nextYearlyDay('2027-03-01', '02-29')).toBe('2028-02-29');
    expect(nextYearlyDay('2028-03-01', '02-29')).toBe('2029-02-28');
  });
});
