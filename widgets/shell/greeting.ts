/** The greeting of each part of the day, as keys of the shell's texts. */
export type GreetingKey =
  'greeting.morning' | 'greeting.forenoon' | 'greeting.noon' | 'greeting.afternoon' | 'greeting.evening';

/**
 * The greeting for an hour of the day (SPEC §9): before 9 morning, up to 11 forenoon, up to 13 noon,
 * before 20 afternoon, otherwise evening.
 *
 * @example
 * t(greetingKey(new Date().getHours())); // '上午好' at 10:30
 */
export function greetingKey(hour: number): GreetingKey {
  if (hour < 9) return 'greeting.morning';
  if (hour <= 11) return 'greeting.forenoon';
  if (hour <= 13) return 'greeting.noon';
  if (hour < 20) return 'greeting.afternoon';
  return 'greeting.evening';
}
