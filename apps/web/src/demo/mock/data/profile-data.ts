import { avatarImage, pictureImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import type { DemoFaker } from '../lib/seeded';
import type { ProfileData, ProfilePost } from '../schemas/profile-schema';

function person(f: DemoFaker) {
  const username = f.person.fullName();
  return { avatar: avatarImage(username), username };
}

export function buildProfilePost(f: DemoFaker): ProfilePost {
  const author = person(f);
  const likedUsers = Array.from({ length: f.number.int({ min: 2, max: 5 }) }, () => person(f));
  return {
    ...author,
    postTime: `${f.number.int({ min: 1, max: 23 })} hours ago`,
    postText: f.lorem.paragraph(),
    postImg: f.datatype.boolean() ? pictureImage(f.word.noun(), 600, 320) : '',
    likes: f.number.int({ min: 1, max: 2000 }),
    youLiked: f.datatype.boolean(),
    comments: f.number.int({ min: 0, max: 2000 }),
    share: f.number.int({ min: 0, max: 500 }),
    likedUsers,
    detailedComments: Array.from({ length: f.number.int({ min: 1, max: 2 }) }, () => ({
      ...person(f),
      comment: f.lorem.sentence(),
      commentsLikes: f.number.int({ min: 0, max: 40 }),
      youLiked: f.datatype.boolean(),
    })),
  };
}

export function buildProfile(): ProfileData {
  return withSeed('profile', (f) => ({
    header: {
      avatar: avatarImage('John Doe'),
      username: 'John Doe',
      designation: 'UI/UX Designer',
      coverImg: pictureImage('Profile cover', 1200, 300),
    },
    userAbout: {
      about: f.lorem.sentences(3),
      joined: 'November 15, 2015',
      lives: f.location.city(),
      email: 'admin@demo.com',
      website: `www.${f.internet.domainName()}`,
    },
    suggestedPages: Array.from({ length: 5 }, () => ({
      ...person(f),
      subtitle: f.commerce.department(),
      favorite: f.datatype.boolean(),
    })),
    twitterFeeds: Array.from({ length: 3 }, (_, index) => {
      const title = f.company.name();
      return {
        id: index + 1,
        imgUrl: avatarImage(title),
        title,
        tags: `@${f.internet.username().toLowerCase()}`,
        desc: f.lorem.sentence(),
        favorite: f.datatype.boolean(),
      };
    }),
    post: Array.from({ length: 3 }, () => buildProfilePost(f)),
    latestPhotos: Array.from({ length: 9 }, () => ({ img: pictureImage(f.word.noun(), 120, 120) })),
    suggestions: Array.from({ length: 6 }, () => {
      const name = f.person.fullName();
      return {
        avatar: avatarImage(name),
        name,
        mutualFriend: `${f.number.int({ min: 1, max: 99 })} Mutual Friends`,
      };
    }),
    polls: [
      { name: 'RDJ', result: '82%' },
      { name: 'Chris Hemsworth', result: '67%' },
    ].map((poll) => ({
      ...poll,
      votedUser: Array.from({ length: 4 }, () => {
        const { avatar, username } = person(f);
        return { img: avatar, username };
      }),
    })),
  }));
}

/** The older posts "Load more" brings, a page at a time; the profile has this many pages. */
export const PROFILE_POST_PAGES = 3;

export function buildOlderPosts(page: number): ProfilePost[] {
  return withSeed(`profile-posts-${page}`, (f) =>
    Array.from({ length: 2 }, () => buildProfilePost(f)),
  );
}
