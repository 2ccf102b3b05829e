import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/List.layer.css';
import { List, Tabs, Text } from '@mantine/core';
import type { Product } from '@shared/schemas/catalogue';
import { useT } from '../../i18n/hooks';
import productMessages from '../../i18n/messages/product.en.json';
import { FactTable } from '../FactTable/FactTable';
import classes from './ProductDetail.module.css';
import { CARE_FACTS, PRODUCT_FACTS, SHIPPING_FACTS } from './product-facts';

/** Details, Shipping and Care Instructions (spec §9 facts). */
export function ProductInfoTabs({ product }: { product: Pick<Product, 'category' | 'collection'> }) {
  const t = useT(productMessages);
  return (
    <Tabs defaultValue="details" mt={40} classNames={{ tab: classes.tab, panel: classes.panel }}>
      <Tabs.List>
        <Tabs.Tab value="details">{t('product.tabDetails')}</Tabs.Tab>
        <Tabs.Tab value="shipping">{t('product.tabShipping')}</Tabs.Tab>
        <Tabs.Tab value="care">{t('product.tabCare')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">
        <List spacing={6} size="sm">
          {PRODUCT_FACTS.map((fact) => (
            <List.Item key={fact}>{t(fact)}</List.Item>
          ))}
          {product.category && <List.Item>{t('product.category', { category: product.category })}</List.Item>}
          {product.collection && <List.Item>{t('product.collection', { collection: product.collection })}</List.Item>}
        </List>
        <Text size="sm" c="dimmed" mt="sm">
          {t('product.oneOfAKind')}
        </Text>
      </Tabs.Panel>
      <Tabs.Panel value="shipping">
        <FactTable
          facts={SHIPPING_FACTS.map(({ method, from, to }) => ({
            label: t(method),
            value: t('product.ship.days', { from, to }),
          }))}
        />
        <Text size="sm" c="dimmed" mt="sm">
          {t('product.shipNote')}
        </Text>
      </Tabs.Panel>
      <Tabs.Panel value="care">
        <List spacing={6} size="sm">
          {CARE_FACTS.map((fact) => (
            <List.Item key={fact}>{t(fact)}</List.Item>
          ))}
        </List>
      </Tabs.Panel>
    </Tabs>
  );
}
