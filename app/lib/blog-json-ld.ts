/**
 * schema.org Article of a post for the route's meta (`script:ld+json`): rendered in <head> as
 * data, so it needs no CSP nonce or hash (decision 004: JSON-LD is data and never runs).
 */
export function postArticleJsonLd(post: {
  title: string
  excerpt: string
  authorName: string
  publishedAt: string
  updatedAt: string
  url: string
  image: string | null
  rating: { average: number | null; count: number }
  numberOfStars: number
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title.slice(0, 110),
    ...(post.excerpt && { description: post.excerpt }),
    ...(post.image && { image: [post.image] }),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    ...(post.authorName && { author: { '@type': 'Person', name: post.authorName } }),
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    url: post.url,
    ...(post.rating.average !== null &&
      post.rating.count > 0 && {
        aggregateRating: { '@type': 'AggregateRating', ratingValue: post.rating.average, ratingCount: post.rating.count, bestRating: post.numberOfStars, worstRating: 1 },
      }),
  }
}
