import { z } from 'zod';

const personSchema = z.object({ avatar: z.string(), username: z.string() });

export const profilePostSchema = z.object({
  avatar: z.string(),
  username: z.string(),
  postTime: z.string(),
  postText: z.string(),
  postImg: z.string(),
  likes: z.number().int(),
  youLiked: z.boolean(),
  comments: z.number().int(),
  share: z.number().int(),
  likedUsers: z.array(personSchema),
  detailedComments: z.array(
    personSchema.extend({
      comment: z.string(),
      commentsLikes: z.number().int(),
      youLiked: z.boolean(),
    }),
  ),
});

export const profileDataSchema = z.object({
  header: z.object({
    avatar: z.string(),
    username: z.string(),
    designation: z.string(),
    coverImg: z.string(),
  }),
  userAbout: z.object({
    about: z.string(),
    joined: z.string(),
    lives: z.string(),
    email: z.string(),
    website: z.string(),
  }),
  suggestedPages: z.array(personSchema.extend({ subtitle: z.string(), favorite: z.boolean() })),
  twitterFeeds: z.array(
    z.object({
      id: z.number().int(),
      imgUrl: z.string(),
      title: z.string(),
      tags: z.string(),
      desc: z.string(),
      favorite: z.boolean(),
    }),
  ),
  post: z.array(profilePostSchema),
  latestPhotos: z.array(z.object({ img: z.string() })),
  suggestions: z.array(
    z.object({ avatar: z.string(), name: z.string(), mutualFriend: z.string() }),
  ),
  polls: z.array(
    z.object({
      name: z.string(),
      result: z.string(),
      votedUser: z.array(z.object({ img: z.string(), username: z.string() })),
    }),
  ),
});

export type ProfilePost = z.infer<typeof profilePostSchema>;
export type ProfileData = z.infer<typeof profileDataSchema>;

export const profilePostPageSchema = z.object({
  posts: z.array(profilePostSchema),
  hasMore: z.boolean(),
});

export type ProfilePostPage = z.infer<typeof profilePostPageSchema>;
