import * as contracts from '../index';
import { apiTemplates, type ApiTable } from './api-route';

/**
 * The API tables are the one place an API path is written: the web calls them, the services' controllers
 * register them, the gateway routes the public ones. Every export named `*_API` is a table; `*_INTERNAL_API`
 * ones hold the routes only services call one another on.
 */
const tables = Object.entries(contracts).filter(([name]) => name.endsWith('_API')) as [string, ApiTable][];
const publicTables = tables.filter(([name]) => !name.endsWith('_INTERNAL_API'));
const internalTables = tables.filter(([name]) => name.endsWith('_INTERNAL_API'));

describe('the API tables', () => {
  it('are the tables of every service that serves HTTP', () => {
    expect(publicTables.map(([name]) => name).sort()).toEqual([
      'ADMIN_API',
      'CART_API',
      'CATALOG_API',
      'CHAT_ADMIN_API',
      'CHAT_API',
      'CONTENT_API',
      'DASHBOARD_API',
      'IDENTITY_API',
      'MERCHANDISING_API',
      'OFFER_API',
      'ORDERS_API',
      'QUOTE_API',
      'SEARCH_API',
      'STOREFRONT_API',
      'SUPPORT_ADMIN_API',
      'SUPPORT_API',
      'TRADER_ADMIN_API',
      'TRADER_API',
    ]);
    expect(internalTables.map(([name]) => name).sort()).toEqual([
      'CART_INTERNAL_API',
      'CATALOG_INTERNAL_API',
      'MODERATION_INTERNAL_API',
      'TRADER_ADMIN_INTERNAL_API',
      'TRADER_INTERNAL_API',
    ]);
  });

  it('write each path once, across every table', () => {
    const templates = tables.flatMap(([, table]) => apiTemplates(table));
    const repeated = templates.filter((template, index) => templates.indexOf(template) !== index);
    expect(repeated).toEqual([]);
  });

  it('hold absolute paths only', () => {
    const relative = tables.flatMap(([name, table]) =>
      apiTemplates(table)
        .filter((template) => !template.startsWith('/'))
        .map((template) => `${name}: ${template}`),
    );
    expect(relative).toEqual([]);
  });

  it('keep /internal/ paths out of the public tables, which the gateway routes, and only those in the internal ones', () => {
    for (const [name, table] of publicTables) {
      expect({ name, internal: apiTemplates(table).filter((template) => template.startsWith('/internal/')) }).toEqual({ name, internal: [] });
    }
    for (const [name, table] of internalTables) {
      expect({ name, public: apiTemplates(table).filter((template) => !template.startsWith('/internal/')) }).toEqual({ name, public: [] });
    }
  });

  it('make every path with parameters a route to call with values, never a plain string a caller could send as it is', () => {
    for (const [name, table] of tables) {
      const plainWithParameters = Object.entries(table).filter(([, entry]) => typeof entry === 'string' && entry.includes(':'));
      expect({ name, plainWithParameters }).toEqual({ name, plainWithParameters: [] });
    }
  });
});
