/** POST / PATCH /api/portfolio bodies (common PortfolioItemPayload, PORTFOLIO_ITEM_RULES) and the gallery's order. */
import {
  PORTFOLIO_IMAGE_ORDER_RULES,
  PORTFOLIO_ITEM_RULES,
  PORTFOLIO_UPDATE_RULES,
  type PortfolioImageOrderPayload,
  type PortfolioItemPayload,
} from '@conecta/common';
import { joiRules } from '../../lib/rules';

export const portfolioCreateSchema = joiRules<PortfolioItemPayload>(PORTFOLIO_ITEM_RULES);

export const portfolioUpdateSchema = joiRules<Partial<PortfolioItemPayload>>(PORTFOLIO_UPDATE_RULES);

export const portfolioImageOrderSchema = joiRules<PortfolioImageOrderPayload>(PORTFOLIO_IMAGE_ORDER_RULES);
