/**
 * The classes of a blog post's parts (BlogPost.tsx), by which the built blog page fills in a
 * post before the application starts (app/firstView/blogPost.ts).
 */
export const BLOG_POST_PARTS = {
  date: 'blog-date',
  description: 'blog-description',
  body: 'blog-body',
  link: 'blog-link',
} as const;
