/**
 * We Choose: the current parliamentary bills, fetched by the server from the parliament service
 * (BILLS_SOURCE_URL, openparliament.ca by default) and kept in the database for an hour.
 */
import { operationById } from '@wegrow/contract';
import { defineDomain } from '../../platform/domain';
import { civicOperations } from './operations';
import * as tables from './schema';
import { CivicService } from './service';
import { BillSource } from './source';

export const civic = defineDomain({
  name: 'civic',
  tables,
  create({ db, clock, config, log, responses }) {
    const source = new BillSource({
      baseUrl: config.billsSourceUrl,
      allowedHosts: new Set(config.importAllowedHosts),
    });
    const service = new CivicService(db, clock, source, log, () =>
      responses.changed(operationById('listParliamentBills').tag),
    );
    return { service, operations: civicOperations(service) };
  },
});

export { BILLS_LISTED, BillSource, billFromListItem, billUrl, detailFields } from './source';
export type { Bill, BillSourceOptions } from './source';
export type { BillFetcher, BillList, CivicService } from './service';
