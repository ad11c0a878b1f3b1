import { isoDay } from '../lib/format';
import { avatarImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import type { AccountSetting } from '../schemas/account-setting-schema';

export function buildAccountSetting(): AccountSetting {
  return withSeed('account-setting', (f) => ({
    general: {
      avatar: avatarImage('John Doe'),
      username: 'johndoe',
      fullName: 'John Doe',
      email: 'admin@demo.com',
      company: f.company.name(),
    },
    info: {
      bio: f.lorem.sentences(2),
      dob: isoDay(f.date.birthdate({ mode: 'age', min: 25, max: 50 })),
      country: f.location.country(),
      website: `https://${f.internet.domainName()}`,
      phone: f.phone.number({ style: 'national' }),
    },
    social: {
      socialLinks: {
        twitter: 'https://www.twitter.com',
        facebook: '',
        google: '',
        linkedIn: 'https://www.linkedin.com',
        instagram: '',
        quora: '',
      },
      connections: {
        twitter: { profileImg: avatarImage('John Doe'), id: 'johndoe' },
        google: { profileImg: avatarImage('John Doe'), id: 'johndoe' },
        facebook: {},
        github: {},
      },
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: false,
      productUpdates: true,
      blogDigest: false,
    },
  }));
}
