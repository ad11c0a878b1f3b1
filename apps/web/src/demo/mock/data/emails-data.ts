import { avatarImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import type { DemoFaker } from '../lib/seeded';
import { EMAIL_LABELS } from '../schemas/email-schema';
import type { Email, EmailFolder } from '../schemas/email-schema';

export const EMAIL_COUNT = 30;
const HOUR_MS = 3_600_000;

// Whose mailbox it is: the demo admin.
export const MAILBOX_OWNER = { name: 'John Doe', email: 'admin@demo.com' };

const FOLDERS: readonly EmailFolder[] = [
  ...Array<EmailFolder>(16).fill('inbox'),
  ...Array<EmailFolder>(5).fill('sent'),
  ...Array<EmailFolder>(3).fill('draft'),
  ...Array<EmailFolder>(3).fill('spam'),
  ...Array<EmailFolder>(3).fill('trash'),
];

function message(f: DemoFaker, id: number, hoursAgo: number, folder: EmailFolder) {
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  const sender = {
    name: `${firstName} ${lastName}`,
    email: f.internet.email({ firstName, lastName }),
  };
  const from = folder === 'sent' || folder === 'draft' ? MAILBOX_OWNER : sender;
  const to = folder === 'sent' || folder === 'draft' ? sender : MAILBOX_OWNER;
  return {
    id,
    from: { ...from, avatar: avatarImage(from.name) },
    to: [to],
    cc: f.datatype.boolean({ probability: 0.2 }) ? [f.internet.email()] : [],
    bcc: [],
    subject: f.company.catchPhrase(),
    message: f.lorem.paragraphs(f.number.int({ min: 1, max: 3 }), '\n\n'),
    attachments: f.datatype.boolean({ probability: 0.25 })
      ? [
          {
            fileName: f.system.commonFileName('pdf'),
            thumbnail: '',
            url: '',
            size: `${f.number.int({ min: 12, max: 900 })}kb`,
          },
        ]
      : [],
    isStarred: f.datatype.boolean({ probability: 0.25 }),
    labels: f.helpers.arrayElements(EMAIL_LABELS, { min: 0, max: 2 }),
    time: new Date(Date.now() - hoursAgo * HOUR_MS).toISOString(),
    folder,
    isRead: folder !== 'inbox' && folder !== 'spam' ? true : f.datatype.boolean(),
  };
}

/** The mailbox, newest first; times follow now, everything else is seeded. */
export function buildEmails(): Email[] {
  return withSeed('emails', (f) =>
    FOLDERS.map((folder, index): Email => {
      const hoursAgo = index * 7 + f.number.int({ min: 0, max: 6 });
      const email = message(f, index + 1, hoursAgo, folder);
      // Some threads carry an earlier message of the same conversation.
      const replies = f.datatype.boolean({ probability: 0.2 })
        ? [message(f, 1000 + index, hoursAgo + 30, folder)]
        : [];
      return { ...email, replies };
    }),
  );
}
