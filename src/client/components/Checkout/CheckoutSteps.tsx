import { Alert, Stepper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { CheckoutState } from '../../features/use-checkout-session';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Group, Stack, Title } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { VisuallyHidden } from '../Plain/PlainLayout';
import classes from './Checkout.module.css';
import { type CheckoutPage, type CheckoutSection, pageOf, SECTION_TITLES } from './checkout-layout';
import { DetailsRecap } from './DetailsRecap';
import { DutiesNotice } from './DutiesNotice';
import { OrderNoteField, RemindMeField } from './OrderNoteField';
import { PaymentSection } from './PaymentSection';
import { SaveAddressField, SavedAddressPicker } from './SavedAddressPicker';
import { ShippingForm } from './ShippingForm';
import { ShippingMethods } from './ShippingMethods';

const NUMBERS: Record<CheckoutSection, number> = { address: 1, shipping: 2, payment: 3 };

/** One part of a page; on the one-page checkout it carries its number. */
function Section({
  section,
  numbered,
  children,
}: {
  section: CheckoutSection;
  numbered: boolean;
  children: ReactNode;
}) {
  const id = `checkout-step-${NUMBERS[section]}`;
  const t = useT(checkoutMessages);
  return (
    <section className={classes.step} aria-labelledby={id}>
      <Group gap="sm" mb="lg" wrap="nowrap">
        {numbered && (
          <span className={classes.stepNumber} aria-hidden>
            {NUMBERS[section]}
          </span>
        )}
        <Title order={2} size="h4" id={id}>
          {t(SECTION_TITLES[section])}
        </Title>
      </Group>
      {children}
    </section>
  );
}

function BackButton({ onClick }: { onClick(): void }) {
  const t = useT(checkoutMessages);
  return (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onClick}>
      {t('checkout.back')}
    </Button>
  );
}

interface CheckoutStepsProps {
  pages: readonly CheckoutPage[];
  checkout: CheckoutState;
}

/**
 * The checkout's pages (the `checkoutSteps` setting): a stepper when there are several, each page
 * validating its part before the next; going back keeps what was typed (the state lives in the session
 * hook), and a resumed checkout (reload, second tab) opens on the payment page.
 */
export function CheckoutSteps({ pages, checkout }: CheckoutStepsProps) {
  const { cart, form, shipping, requested, blockedByCart } = checkout;
  const t = useT(checkoutMessages);
  const last = pages.length - 1;
  const [chosen, setChosen] = useState(0);
  const page = Math.min(chosen, last);
  const top = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Payment asked for without a click here (a resumed checkout): show the payment page.
  const wasRequested = useRef(requested);
  useEffect(() => {
    if (requested && !wasRequested.current) setChosen(last);
    wasRequested.current = requested;
  }, [requested, last]);

  // A new page: focus goes to its top, so keyboard and screen-reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (!moved.current) return;
    top.current?.focus();
    top.current?.scrollIntoView({ block: 'nearest' });
  }, [page]);

  const go = (next: number) => {
    moved.current = true;
    setChosen(next);
  };
  const sections = pages[page]?.sections ?? [];
  const has = (section: CheckoutSection) => sections.includes(section);
  const paysHere = has('payment');
  const numbered = pages.length === 1;
  const before = (section: CheckoutSection) => pageOf(pages, section) < page;

  const toPayment = pageOf(pages, 'payment') === page + 1;
  const submit = form.onSubmit(() => {
    if (checkout.note.error) return;
    if (paysHere || toPayment) checkout.continueToPayment();
    if (!paysHere) go(page + 1);
  });
  const method = shipping.methods?.find((m) => m.id === shipping.methodId);

  return (
    <div>
      {pages.length > 1 && (
        <Stepper
          active={page}
          onStepClick={go}
          allowNextStepsSelect={false}
          size="sm"
          className={classes.stepper}
          aria-label={t('checkout.stepsLabel')}
        >
          {pages.map((p) => (
            <Stepper.Step key={p.label} label={t(p.label)} />
          ))}
        </Stepper>
      )}
      {pages.length > 1 && (
        <VisuallyHidden component="h2" ref={top} tabIndex={-1}>
          {t('checkout.stepOf', {
            step: page + 1,
            count: pages.length,
            label: t(pages[page]?.label ?? 'checkout.step.all'),
          })}
        </VisuallyHidden>
      )}
      <form noValidate onSubmit={submit} aria-label={t('checkout.detailsForm')}>
        <Stack gap={40}>
          {(before('address') || before('shipping')) && (
            <DetailsRecap
              show={{ address: before('address'), shipping: before('shipping') }}
              address={form.getValues()}
              method={method}
              currency={shipping.currency}
              onChange={(section) => go(pageOf(pages, section))}
            />
          )}
          {has('address') && (
            <Section section="address" numbered={numbered}>
              <SavedAddressPicker book={checkout.book} />
              <ShippingForm form={form} />
              <SaveAddressField book={checkout.book} />
              <OrderNoteField note={checkout.note} />
              <RemindMeField remindMe={checkout.remindMe} />
            </Section>
          )}
          {has('shipping') && (
            <Section section="shipping" numbered={numbered}>
              <ShippingMethods
                methods={shipping.methods}
                currency={shipping.currency}
                isError={shipping.methodsError}
                value={shipping.methodId}
                onChange={shipping.setMethodId}
              />
            </Section>
          )}
          {cart.hasIssues && (
            <Alert color="red" variant="light" role="alert">
              {t('checkout.cartIssues')}
            </Alert>
          )}
          {!paysHere && (
            <Group justify="space-between" gap="sm" wrap="wrap-reverse">
              {page > 0 ? <BackButton onClick={() => go(page - 1)} /> : <span />}
              <Button type="submit" size="lg" disabled={toPayment && (blockedByCart || shipping.methodId === null)}>
                {toPayment
                  ? t('checkout.continueToPayment')
                  : t('checkout.continueTo', { label: t(pages[page + 1]?.label ?? 'checkout.step.payment') })}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {paysHere && (
        <Stack gap="lg" mt={40}>
          <Section section="payment" numbered={numbered}>
            <DutiesNotice country={form.values.country} />
            <PaymentSection
              stage={checkout.stage}
              payError={checkout.payError}
              expired={checkout.expired}
              onExpire={checkout.onExpire}
              onRetry={checkout.restart}
              onRemoveCode={checkout.removeCode}
              removingCode={checkout.discount.pending}
              {...checkout.handlers}
            />
          </Section>
          {page > 0 && (
            <Group>
              <BackButton onClick={() => go(page - 1)} />
            </Group>
          )}
        </Stack>
      )}
    </div>
  );
}
