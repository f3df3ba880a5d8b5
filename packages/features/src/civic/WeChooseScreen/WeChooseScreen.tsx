import { useApi, type Bill } from '@wegrow/api';
import {
  Accordion,
  AccordionItem,
  Card,
  Heading,
  Inline,
  Link,
  Notice,
  Stack,
  Text,
} from '@wegrow/ui';
import { QueryState } from '../../shared/QueryState/QueryState';
import { plainList } from '../../shared/styles';
import {
  billSponsor,
  billStatus,
  billsNotice,
  billTitle,
  type TimeOptions,
} from '../rules/civicRules';
import { civicTexts, civicTiles } from '../rules/civicTexts';

const column = { width: '100%', maxWidth: '56rem' } as const;

export type WeChooseScreenProps = TimeOptions;

/**
 * We Choose (`/wechoose`; spec 3 §2, §7, §8; issue 19): the five civic tiles, each opening an
 * honest short explanation (their behaviour is not specified, so none pretends to work), and the
 * Current Bills the server fetched from the parliament's open-data service: title (or 'Untitled
 * Bill'), number, sponsor, status and View Full Bill in a new tab. A list served from the
 * server's last copy says "as of" its time; an empty list says why (the server's notice).
 */
export function WeChooseScreen({ locale, timeZone }: WeChooseScreenProps) {
  const api = useApi();
  const bills = api.useQuery('get', '/civic/bills');

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{civicTexts.title}</Heading>
        <Text tone="secondary">{civicTexts.intro}</Text>
      </Stack>

      <Stack align="stretch" as="section" gap="3" aria-labelledby="we-choose-tools">
        <Heading level={2} size="lg" id="we-choose-tools">
          {civicTexts.toolsTitle}
        </Heading>
        <Accordion type="single" collapsible aria-label={civicTexts.toolsTitle}>
          {civicTiles.map((tile) => (
            <AccordionItem key={tile.key} value={tile.key} title={tile.title} headingLevel={3}>
              <Text>{tile.text}</Text>
            </AccordionItem>
          ))}
        </Accordion>
      </Stack>

      <Stack align="stretch" as="section" gap="4" aria-labelledby="we-choose-bills">
        <Heading level={2} size="lg" id="we-choose-bills">
          {civicTexts.billsTitle}
        </Heading>
        <QueryState query={bills} loading={civicTexts.loadingBills} error={civicTexts.billsFailed}>
          {(list) => {
            const notice = billsNotice(list, { locale, timeZone });
            return (
              <Stack align="stretch" gap="4">
                {notice ? (
                  <Notice tone={notice.tone} title={notice.title}>
                    {notice.text}
                  </Notice>
                ) : null}
                {list.objects.length === 0 ? (
                  notice ? null : (
                    <Text role="status" tone="secondary">
                      {civicTexts.noBills}
                    </Text>
                  )
                ) : (
                  <Stack
                    align="stretch"
                    as="ul"
                    gap="3"
                    style={plainList}
                    aria-label={civicTexts.billsTitle}
                  >
                    {list.objects.map((bill) => (
                      <li key={`${bill.session}-${bill.number}`}>
                        <BillCard bill={bill} />
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Stack>
  );
}

/** One bill: its title, number, sponsor and status, and its full text on the parliament's site. */
function BillCard({ bill }: { bill: Bill }) {
  const title = billTitle(bill);
  const headingId = `bill-${bill.session}-${bill.number}`;
  const facts: [string, string][] = [
    [civicTexts.number, bill.number],
    [civicTexts.sponsor, billSponsor(bill)],
    [civicTexts.status, billStatus(bill)],
  ];
  return (
    <Card variant="outlined">
      <Stack align="stretch" as="article" gap="3" aria-labelledby={headingId}>
        <Heading level={3} size="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Heading>
        <Inline as="dl" gap="4" wrap style={{ margin: 0 }}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <Text as="dt" size="sm" tone="secondary">
                {term}
              </Text>
              <Text as="dd" weight="bold" style={{ margin: 0 }}>
                {value}
              </Text>
            </div>
          ))}
        </Inline>
        <div>
          <Link href={bill.url} external variant="standalone" aria-describedby={headingId}>
            {civicTexts.viewFullBill}
          </Link>
        </div>
      </Stack>
    </Card>
  );
}
