import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  bankListResponse,
  bankPriceListResponse,
  bankPriceQuery,
  countryListResponse,
  currencyListResponse,
  languageListResponse,
  referenceQuery,
  telcoListResponse,
} from '@pamoja/contract/reference-data';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { ReferenceRepository } from './reference-repository';

const errors = { 400: errorResponseSchema };
const tags = ['reference data'];

/** The public reference lists the forms are built from. */
export const referenceRoutes: FastifyPluginAsyncZod<{ repository: ReferenceRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/country/active',
    {
      schema: {
        tags,
        operationId: 'listActiveCountries',
        querystring: referenceQuery,
        response: { 200: countryListResponse, ...errors },
      },
    },
    async ({ query }) => listResponse(query, await repository.activeCountries(query)),
  );
  app.get(
    '/languages',
    {
      schema: {
        tags,
        operationId: 'listLanguages',
        querystring: referenceQuery,
        response: { 200: languageListResponse, ...errors },
      },
    },
    async ({ query }) => listResponse(query, await repository.languages(query)),
  );
  app.get(
    '/banks',
    {
      schema: {
        tags,
        operationId: 'listBanks',
        querystring: referenceQuery,
        response: { 200: bankListResponse, ...errors },
      },
    },
    async ({ query }) => listResponse(query, await repository.banks(query)),
  );
  app.get(
    '/telcos/active',
    {
      schema: {
        tags,
        operationId: 'listActiveTelcos',
        querystring: referenceQuery,
        response: { 200: telcoListResponse, ...errors },
      },
    },
    async ({ query }) => listResponse(query, await repository.activeTelcos(query)),
  );
  app.get(
    '/currency',
    {
      schema: {
        tags,
        operationId: 'listCurrencies',
        querystring: referenceQuery,
        response: { 200: currencyListResponse, ...errors },
      },
    },
    async ({ query }) => listResponse(query, await repository.currencies(query)),
  );
  app.get(
    '/bank-prices',
    {
      schema: {
        tags,
        operationId: 'listBankPrices',
        querystring: bankPriceQuery,
        response: { 200: bankPriceListResponse, ...errors },
      },
    },
    async ({ query }) => listResponse(query, await repository.bankPrices(query)),
  );
};
