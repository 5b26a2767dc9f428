/**
 * POST / PATCH /api/portfolio bodies (common PortfolioItemPayload): the texts, lists and category
 * from common PORTFOLIO_ITEM_RULES (the texts' one rule); the two dates are checked here.
 */
import Joi from 'joi';
import { PORTFOLIO_ITEM_RULES, PORTFOLIO_MESSAGES as M, PORTFOLIO_UPDATE_RULES, type PortfolioItemPayload } from '@conecta/common';
import { joiRules } from '../../lib/rules';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists ('2025-02-30' is refused); '' or null clears it. */
const day = () =>
  Joi.string()
    .trim()
    .pattern(DAY_PATTERN)
    .custom((value: string, helpers) => {
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? helpers.error('any.invalid') : value;
    })
    .allow('', null)
    .messages({ 'string.base': M.dateInvalid, 'string.pattern.base': M.dateInvalid, 'any.invalid': M.dateInvalid });

const dates = { startDate: day(), endDate: day() };

export const portfolioCreateSchema = joiRules<PortfolioItemPayload>(PORTFOLIO_ITEM_RULES, dates);

export const portfolioUpdateSchema = joiRules<Partial<PortfolioItemPayload>>(PORTFOLIO_UPDATE_RULES, dates);
