export { ArticleLayout, type ArticleLayoutProps, type ArticleTocItem } from './ArticleLayout';
