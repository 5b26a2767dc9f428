/** POST / PATCH /api/portfolio bodies (common PortfolioItemPayload, PORTFOLIO_ITEM_RULES). */
import { PORTFOLIO_ITEM_RULES, PORTFOLIO_UPDATE_RULES, type PortfolioItemPayload } from '@conecta/common';
import { joiRules } from '../../lib/rules';

export const portfolioCreateSchema = joiRules<PortfolioItemPayload>(PORTFOLIO_ITEM_RULES);

export const portfolioUpdateSchema = joiRules<Partial<PortfolioItemPayload>>(PORTFOLIO_UPDATE_RULES);
