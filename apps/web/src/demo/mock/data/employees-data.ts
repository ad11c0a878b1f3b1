import { isoDay } from '../lib/format';
import { avatarImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import type { Employee } from '../schemas/employee-schema';

export const EMPLOYEE_COUNT = 100;

export function buildEmployees(): Employee[] {
  return withSeed('employees', (f) =>
    Array.from({ length: EMPLOYEE_COUNT }, (_, index): Employee => {
      const firstName = f.person.firstName();
      const lastName = f.person.lastName();
      const fullName = `${firstName} ${lastName}`;
      const years = f.number.int({ min: 1, max: 12 });
      return {
        id: index + 1,
        responsive_id: '',
        avatar: f.datatype.boolean({ probability: 0.5 }) ? avatarImage(fullName) : '',
        full_name: fullName,
        post: f.person.jobTitle(),
        email: f.internet.email({ firstName, lastName }).toLowerCase(),
        city: f.location.city(),
        start_date: isoDay(f.date.between({ from: '2014-01-01', to: '2025-05-31' })),
        salary: f.number.float({ min: 18_000, max: 125_000, fractionDigits: 2 }),
        age: f.number.int({ min: 21, max: 65 }),
        experience: `${years} ${years === 1 ? 'Year' : 'Years'}`,
        status: f.number.int({ min: 1, max: 5 }),
      };
    }),
  );
}
