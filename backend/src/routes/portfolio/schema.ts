/** POST / PATCH /api/portfolio bodies (common/src/profile.ts PortfolioItemPayload). */
import Joi from 'joi';
import { PORTFOLIO_CATEGORIES, PORTFOLIO_LIMITS as L, PORTFOLIO_MESSAGES as M } from '@conecta/common';
import { body, clearableText, httpUrl, oneOf, textList, userText } from '../../lib/rules';

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

const list = () =>
  textList({
    maxItems: L.listMax,
    maxItemsMessage: M.listMax,
    item: userText({ max: L.listItemMax, maxMessage: M.listItemMax }).allow(''),
  });

const fields = {
  title: userText({ min: L.titleMin, minMessage: M.titleRequired, max: L.titleMax, maxMessage: M.titleMax }),
  description: clearableText({ max: L.descriptionMax, maxMessage: M.descriptionMax, multiline: true }),
  category: oneOf(PORTFOLIO_CATEGORIES, M.categoryInvalid),
  projectUrl: httpUrl(),
  startDate: day(),
  endDate: day(),
  location: clearableText({ max: L.locationMax, maxMessage: M.locationMax }),
  technologies: list(),
  skills: list(),
  achievements: list(),
};

export const portfolioCreateSchema = body({
  ...fields,
  title: fields.title.required().messages({ 'any.required': M.titleRequired }),
  category: fields.category.default('project'),
});

export const portfolioUpdateSchema = body(fields);
