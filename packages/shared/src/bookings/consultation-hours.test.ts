import { describe, expect, it } from 'vitest';
import { consultationHoursInWords, consultationSlots, DEFAULT_CONSULTATION_HOURS, withinConsultationHours } from './consultation-hours';

const hours = DEFAULT_CONSULTATION_HOURS;

describe('consultation hours', () => {
  it('takes a weekday from 09:00 to before 19:00 in India only', () => {
    expect(withinConsultationHours(new Date('2026-11-30T03:30:00Z'), hours)).toBe(true); // Mon 09:00 IST
    expect(withinConsultationHours(new Date('2026-11-30T13:00:00Z'), hours)).toBe(true); // Mon 18:30 IST
    expect(withinConsultationHours(new Date('2026-11-30T13:30:00Z'), hours)).toBe(false); // Mon 19:00 IST
    expect(withinConsultationHours(new Date('2026-11-30T03:00:00Z'), hours)).toBe(false); // Mon 08:30 IST
    expect(withinConsultationHours(new Date('2026-11-28T05:00:00Z'), hours)).toBe(false); // Sat 10:30 IST
  });

  it('offers India’s hours as India’s times, and converted for a founder elsewhere', () => {
    const india = consultationSlots('2026-11-30', 'Asia/Kolkata', hours);
    expect(india[0]).toBe('09:00');
    expect(india.at(-1)).toBe('18:30');
    expect(india).toHaveLength(20);
    // London in winter is 5 h 30 behind India: 03:30 to 13:00.
    const london = consultationSlots('2026-11-30', 'Europe/London', hours);
    expect([london[0], london.at(-1), london.length]).toEqual(['03:30', '13:00', 20]);
    // Sunday evening in New York is Monday morning in India.
    expect(consultationSlots('2026-11-29', 'America/New_York', hours)).toEqual(['22:30', '23:00', '23:30']);
    expect(consultationSlots('2026-11-28', 'Asia/Kolkata', hours)).toEqual([]);
  });

  it('says the hours in words', () => {
    expect(consultationHoursInWords(hours)).toBe('Monday to Friday, 09:00–19:00 (Asia/Kolkata)');
    expect(consultationHoursInWords({ ...hours, days: [1, 3] })).toBe('Monday and Wednesday, 09:00–19:00 (Asia/Kolkata)');
  });
});
