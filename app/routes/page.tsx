import { data, redirect } from 'react-router'
import type { Route } from './+types/page'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { PostArticle } from '~/app/components/blog/post-article'
import { PostComments, type CommentFormAnswer } from '~/app/components/blog/post-comments'
import { SectionList } from '~/app/components/cms/section-list'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { postArticleJsonLd } from '~/app/lib/blog-json-ld'
import { commentAction } from '~/app/lib/blog-comment-action.server'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { documentOnly, type PageHandle } from '~/app/lib/page-handle'
import { sessionContext } from '~/app/lib/auth-session.server'
import { pageContext } from '~/app/lib/request-context.server'
import { mediaUrl } from '~/app/lib/media-url'
import blogCss from '~/app/styles/blog.css?url'
import sectionsCss from '~/app/styles/sections.css?url'
import { commentPermission, filterComments, ratingSummary } from '~/server/modules/cms/comments'
import { pageByForeignSlug, pageBySlug, type PageView } from '~/server/modules/cms/pages'
import { postByForeignSlug, postBySlug } from '~/server/modules/cms/posts'
import { sectionViews } from '~/server/modules/cms/sections'
import { currentSite } from '~/server/modules/settings/service'

/** CMS pages are sections like the home page's, posts are articles: no client framework (decision 003 (a)). */
export const handle: PageHandle = { hydrate: false }
export const clientLoader = documentOnly

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: sectionsCss },
  { rel: 'stylesheet', href: blogCss },
]

/** How many comments the post page shows (newest first). */
const commentsShown = 50

/**
 * SPEC §2 generic post page /{slug}, /en/{slug}: a published CMS page by its slug in the URL's
 * language, else a published post. The other language's slug of a page or post redirects (301)
 * to this language's; the home page's slug redirects to / or /en; anything else is a 404 for the
 * root ErrorBoundary.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const slug = args.params.slug
  const search = args.url.search
  if (slug.length > 200) throw data(null, { status: 404 })

  const page = await pageBySlug(ctx, slug)
  if (page?.isHome) throw redirect(href('home', ctx.locale) + search, 301)
  if (page) {
    const [sections, site] = await Promise.all([sectionViews(ctx, page.sections), currentSite(ctx)])
    return {
      kind: 'page' as const,
      page: { title: page.title, metaDescription: page.metaDescription, path: pathOf(page, ctx.locale) },
      sections,
      apiKeyId: site.apiKeyId,
      alternates: Object.fromEntries(
        Object.entries(page.slugs).map(([locale, slug]) => [locale, href('page', locale as Locale, { slug })]),
      ),
    }
  }
  const post = await postBySlug(ctx, slug)
  if (!post) {
    const samePage = await pageByForeignSlug(ctx, slug)
    if (samePage) throw redirect(pathOf(samePage, ctx.locale) + search, 301)
    const samePost = await postByForeignSlug(ctx, slug)
    if (samePost) throw redirect(href('page', ctx.locale, { slug: samePost.slug }) + search, 301)
    throw data(null, { status: 404 })
  }
  // The comments depend on who asks (their own pending comment, whether they may post).
  const { ctx: userCtx } = await sessionContext(args)
  const [site, rating, permission, comments] = await Promise.all([
    currentSite(ctx),
    ratingSummary(ctx, post.id),
    commentPermission(userCtx, post.id),
    filterComments(userCtx, { postId: post.id, perPage: commentsShown }),
  ])
  const path = href('page', ctx.locale, { slug: post.slug })
  const { options } = permission
  return {
    kind: 'post' as const,
    post: {
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      authorName: post.authorName,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      image: post.image,
      bodyHtml: sanitizeCmsHtml(post.body),
      terms: post.terms,
      rating,
      numberOfStars: options.numberOfStars,
    },
    path,
    siteUrl: ctx.config.SITE_URL.replace(/\/$/, ''),
    apiKeyId: site.apiKeyId,
    comments: comments.records,
    commentTotal: comments.pagination.total,
    blockedBy: permission.blockedBy,
    rules: {
      numberOfStars: options.numberOfStars,
      requireRatingForComment: options.requireRatingForComment,
      requireCommentForRating: options.requireCommentForRating,
      userCanEditComment: options.userCanEditComment,
    },
    alternates: Object.fromEntries(Object.entries(post.slugs).map(([locale, slug]) => [locale, href('page', locale as Locale, { slug })])),
  }
}

/** Comment forms of the post view post here (create and update); a page has no form. */
export async function action(args: Route.ActionArgs) {
  return commentAction(args)
}

function pathOf(page: PageView, locale: Locale): string {
  return page.isHome ? href('home', locale) : href('page', locale, { slug: page.slug })
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, { title: metaTranslator(args)('page.notFound'), noIndex: true })
  if (loaded.kind === 'page') {
    const { page } = loaded
    return pageMeta(args, { title: page.title, description: page.metaDescription, canonicalPath: page.path })
  }
  const { post, path, siteUrl, apiKeyId } = loaded
  const image = post.image ? `${siteUrl}${mediaUrl({ apiKeyId, id: post.image.id, title: post.image.title }, 'large', 'jpeg')}` : null
  return [
    ...pageMeta(args, { title: post.title, description: post.excerpt, canonicalPath: path, ogType: 'article', image }),
    { 'script:ld+json': postArticleJsonLd({ ...post, url: `${siteUrl}${path}`, image }) },
  ]
}

export default function CmsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'post') {
    const { post, path, apiKeyId, comments, commentTotal, blockedBy, rules } = loaderData
    return (
      <main className="post-page container">
        <MediaConfigProvider apiKeyId={apiKeyId}>
          <PostArticle post={post} />
        </MediaConfigProvider>
        <PostComments
          postPath={path}
          comments={comments}
          total={commentTotal}
          rules={rules}
          blockedBy={blockedBy}
          answer={(actionData as CommentFormAnswer | undefined) ?? null}
        />
      </main>
    )
  }
  const { page, sections, apiKeyId } = loaderData
  return (
    <main className="cms-page">
      <header className="container cms-page__header">
        <h1 className="page-title">{page.title}</h1>
      </header>
      <MediaConfigProvider apiKeyId={apiKeyId}>
        <SectionList sections={sections} />
      </MediaConfigProvider>
    </main>
  )
}
