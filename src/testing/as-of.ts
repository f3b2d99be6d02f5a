/**
 * The as-of day test sandboxes are built for. Generated dates follow the build day; tests pin it so
 * their figures do not move from one day to the next. It is the day the sandbox dates were fixed to
 * before they followed the build day, so expected figures kept their values.
 */
export const TEST_AS_OF = new Date('2025-10-01T00:00:00Z');
