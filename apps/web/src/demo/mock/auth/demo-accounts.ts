import { avatarImage } from '../lib/placeholder-image';
import type { DemoUserData } from '../schemas/demo-auth-schema';
import { ADMIN_ABILITY, CLIENT_ABILITY } from './demo-ability';

/** A login of the demo auth: its user data and the password it is checked against. */
export interface DemoAccount {
  userData: DemoUserData;
  password: string;
}

/** The two logins the demo knows from the start (the account pages say so). */
export function buildDemoAccounts(): DemoAccount[] {
  return [
    {
      password: 'admin',
      userData: {
        id: 1,
        fullName: 'John Doe',
        username: 'johndoe',
        email: 'admin@demo.com',
        role: 'admin',
        avatar: avatarImage('John Doe'),
        ability: [...ADMIN_ABILITY],
      },
    },
    {
      password: 'client',
      userData: {
        id: 2,
        fullName: 'Jane Doe',
        username: 'janedoe',
        email: 'client@demo.com',
        role: 'client',
        avatar: avatarImage('Jane Doe'),
        ability: [...CLIENT_ABILITY],
      },
    },
  ];
}
