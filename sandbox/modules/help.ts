/** Help module handlers: categories, articles, tutorial videos, the article search and the coin search. */
import type { components } from '../../generated/base.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import { matchesKeyword, plainText, type Language } from '../seed/foundation-l10n.ts';
import { badgeUrl, gradientPictureSvg, svgDataUri } from '../seed/foundation-svg.ts';
import { captionLabels, captionsPath, seedTutorialVideos, videoBaseUrl, videoPath } from '../seed/help-videos.ts';
import { searchCoinIntros } from './foundation-coin-info.ts';
import { newestFirst } from './foundation-lists.ts';
import type { HelpArticleRecord, HelpState } from './help.state.ts';
import { coinIconUrl } from './market-icons.ts';

type HelpArticleSummary = components['schemas']['HelpArticleSummary'];

/** Characters of plain text kept on each side of a search match. */
const snippetReach = 60;

function toSummary(help: HelpState, article: HelpArticleRecord, language: Language): HelpArticleSummary {
  const category = help.categories.find((c) => c.Id === article.CategoryId);
  return {
    Id: article.Id,
    CategoryId: article.CategoryId,
    CategoryName: category?.name[language] ?? '',
    Title: article.title[language],
    CreateTime: article.CreateTime,
  };
}

/** The text around the first match in the body, or the body's start when only the title matched. */
function snippetOf(body: string, keyword: string): string {
  const at = body.toLowerCase().indexOf(keyword.trim().toLowerCase());
  const start = Math.max(0, at - snippetReach);
  const end = at < 0 ? snippetReach * 2 : at + keyword.length + snippetReach;
  return `${start > 0 ? '…' : ''}${body.slice(start, end)}${end < body.length ? '…' : ''}`;
}

const newest = (articles: HelpArticleRecord[]): HelpArticleRecord[] => [...articles].sort(newestFirst);
/** Most read first; equal counts newest first. */
const mostRead = (articles: HelpArticleRecord[]): HelpArticleRecord[] =>
  newest(articles).sort((a, b) => (b.reads ?? 0) - (a.reads ?? 0));

export const helpHandlers = {
  helpCenterGetHelpCenterCategoryShowList: (ctx) =>
    ctx.state.help.categories.map((category) => ({
      Id: category.Id,
      Name: category.name[ctx.body.languageCode],
      Icon: badgeUrl(category.glyph, category.hue),
      ArticleCount: ctx.state.help.articles.filter((a) => a.CategoryId === category.Id).length,
    })),

  helpCenterGetHelpCenterShowList: (ctx) => {
    const { CategoryId, PageIndex, PageRows, languageCode, Sort } = ctx.body;
    if (CategoryId !== undefined && !ctx.state.help.categories.some((c) => c.Id === CategoryId))
      throw new SandboxFault(codes.notFound, `No help category with id ${CategoryId}`);
    const chosen = ctx.state.help.articles.filter((a) => CategoryId === undefined || a.CategoryId === CategoryId);
    return pageOf(
      (Sort === 'popular' ? mostRead(chosen) : newest(chosen)).map((article) =>
        toSummary(ctx.state.help, article, languageCode),
      ),
      { PageIndex, PageRows },
    );
  },

  /** Each answer counts one read. */
  helpCenterGetHelpCenterShow: (ctx) => {
    const article = ctx.state.help.articles.find((a) => a.Id === ctx.query.id);
    if (!article) throw new SandboxFault(codes.notFound, `No help article with id ${ctx.query.id}`);
    article.reads = (article.reads ?? 0) + 1;
    return {
      ...toSummary(ctx.state.help, article, ctx.query.languageCode),
      Content: article.content[ctx.query.languageCode],
    };
  },

  pageVideoGetList: (ctx) =>
    seedTutorialVideos.map((video) => ({
      Id: video.Id,
      Title: video.title[ctx.query.languageCode],
      Url: `${videoBaseUrl}${video.slug}`,
      CoverUrl: svgDataUri(gradientPictureSvg(480, 270, video.hue, video.title[ctx.query.languageCode])),
      Duration: video.Duration,
      VideoUrl: videoPath(video.Id),
      Captions: video.captions.map((language) => ({
        Language: language,
        Label: captionLabels[language],
        Url: captionsPath(video.Id, language),
      })),
    })),

  helpsSearchList: (ctx) => {
    const { keyword, languageCode, PageIndex, PageRows } = ctx.query;
    const hits = newest(ctx.state.help.articles).flatMap((article) => {
      const body = plainText(article.content[languageCode]);
      if (!matchesKeyword(keyword, article.title[languageCode], body)) return [];
      return [{ ...toSummary(ctx.state.help, article, languageCode), Snippet: snippetOf(body, keyword) }];
    });
    return pageOf(hits, { PageIndex, PageRows });
  },

  digitalAssetsGetSearchListNew: (ctx) =>
    searchCoinIntros(ctx.query.keyword, ctx.language).map(({ coin, summary }) => ({
      CoinId: coin.CoinId,
      Code: coin.Code,
      Name: coin.Name,
      IconUrl: coinIconUrl(coin.Code),
      Summary: summary,
    })),
} satisfies ModuleHandlers;
