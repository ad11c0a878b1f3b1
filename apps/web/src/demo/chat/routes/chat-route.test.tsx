import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { PROFILE_USER_ID } from '../../mock/data/chat-data';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_CHAT_ROUTES } from '../../routes/chat-routes';

serveDemoMock();

function renderChat(path = '/apps/chat') {
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/', children: DEMO_CHAT_ROUTES }], path);
  return { user, ...view };
}

const chatData = () => demoStore().chat;
const contactOf = (id: number) => chatData().contacts.find((contact) => contact.id === id)!;
const list = (name: 'Chats' | 'Contacts') =>
  screen.findByRole('list', { name }, { timeout: 15_000 });

describe('/apps/chat', () => {
  test('conversations and contacts, with unread counts and status in words', async () => {
    renderChat();
    const chats = await list('Chats');
    expect(within(chats).getAllByRole('listitem')).toHaveLength(chatData().chats.length);
    const contacts = await list('Contacts');
    expect(within(contacts).getAllByRole('listitem')).toHaveLength(
      chatData().contacts.length - chatData().chats.length,
    );
    const unread = chatData().chats.find((chat) => chat.unseenMsgs > 0)!;
    const who = contactOf(unread.userId);
    const link = within(chats).getByRole('link', { name: new RegExp(who.fullName) });
    expect(link).toHaveTextContent(`${unread.unseenMsgs} unread message`);
    expect(
      within(link).getByText(
        { online: 'Online', busy: 'Do not disturb', away: 'Away', offline: 'Offline' }[who.status],
      ),
    ).toBeInTheDocument();
  });

  test('opening a chat shows its messages and reads it', async () => {
    const { user } = renderChat();
    const chats = await list('Chats');
    const unread = chatData().chats.find((chat) => chat.unseenMsgs > 0)!;
    const who = contactOf(unread.userId);
    await user.click(within(chats).getByRole('link', { name: new RegExp(who.fullName) }));
    const log = await screen.findByRole('log', { name: `Messages with ${who.fullName}` });
    expect(within(log).getAllByRole('listitem')).toHaveLength(unread.chat.length);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Chats' })).getByRole('link', {
          name: new RegExp(who.fullName),
        }),
      ).not.toHaveTextContent('unread'),
    );
  });

  test('a sent message shows at once, is kept by the mock, and leads the chats', async () => {
    const newcomer = chatData().contacts.find(
      (contact) => !chatData().chats.some((chat) => chat.userId === contact.id),
    )!;
    const { user } = renderChat(`/apps/chat?contact=${newcomer.id}`);
    const log = await screen.findByRole('log', {}, { timeout: 15_000 });
    expect(within(log).getByText('No messages yet. Say hello!')).toBeVisible();
    const box = screen.getByRole('textbox', { name: `Message to ${newcomer.fullName}` });
    await user.type(box, '<b>Habari</b> yako?{Enter}');
    expect(await within(log).findByText('Habari yako?')).toBeVisible();
    expect(box).toHaveValue('');
    await waitFor(() => {
      const kept = chatData().chats.find((chat) => chat.userId === newcomer.id);
      expect(kept?.chat.at(-1)).toMatchObject({
        message: 'Habari yako?',
        senderId: PROFILE_USER_ID,
      });
    });
    const chats = screen.getByRole('list', { name: 'Chats' });
    await waitFor(() =>
      expect(within(chats).getAllByRole('link')[0]).toHaveAccessibleName(
        new RegExp(newcomer.fullName),
      ),
    );
  });

  test('an empty message is not sent', async () => {
    const { user } = renderChat('/apps/chat?contact=1');
    await screen.findByRole('log', {}, { timeout: 15_000 });
    const before = chatData().chats.find((chat) => chat.userId === 1)!.chat.length;
    await user.type(screen.getByRole('textbox', { name: /^Message to/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Type a message first.')).toBeVisible();
    expect(chatData().chats.find((chat) => chat.userId === 1)!.chat).toHaveLength(before);
  });

  test('the search narrows chats and contacts by name', async () => {
    const { user } = renderChat();
    await list('Chats');
    const target = chatData().contacts.at(-1)!;
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), target.fullName);
    await waitFor(() => expect(screen.getByText('No chats found.')).toBeVisible());
    expect(
      within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('link'),
    ).toHaveLength(1);
  });

  test('my profile sets my status; the contact’s profile shows theirs', async () => {
    const { user } = renderChat('/apps/chat?contact=2');
    await user.click(
      await screen.findByRole('button', { name: 'My profile' }, { timeout: 15_000 }),
    );
    const mine = await screen.findByRole('dialog', { name: 'John Doe' });
    expect(within(mine).getByRole('radio', { name: 'Online' })).toBeChecked();
    await user.click(within(mine).getByRole('radio', { name: 'Away' }));
    expect(within(mine).getByRole('radio', { name: 'Away' })).toBeChecked();
    await waitFor(() => expect(chatData().profileUser.status).toBe('away'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    const contact = contactOf(2);
    await user.click(screen.getByRole('button', { name: `Profile of ${contact.fullName}` }));
    const theirs = await screen.findByRole('dialog', { name: contact.fullName });
    expect(within(theirs).getByText(contact.about)).toBeVisible();
    await user.click(within(theirs).getByRole('button', { name: 'Close the profile' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
