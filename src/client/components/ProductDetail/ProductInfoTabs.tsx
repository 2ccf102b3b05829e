import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/List.layer.css';
import { List, Tabs } from '@mantine/core';
import type { Product } from '@shared/schemas/catalogue';
import { useState } from 'react';
import { useT } from '../../i18n/hooks';
import detailsMessages from '../../i18n/messages/details.en.json';
import productMessages from '../../i18n/messages/product.en.json';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import itemClasses from '../ItemDetails/ItemDetails.module.css';
import { ShippingMethodsFacts } from '../ItemDetails/ShippingMethodsFacts';
import { SizeChartTable } from '../ItemDetails/SizeChartTable';
import { linesOf } from '../ItemDetails/size-chart';
import { Text } from '../Plain/Plain';
import classes from './ProductDetail.module.css';
import { useProduct } from './product-choice';

/**
 * Details, Size Chart, Shipping and Care Instructions (spec §9), from what the owner wrote (the product's own
 * details, else its category's: `product.details`) and the shop's own shipping methods. A block nobody wrote is
 * hidden: the Size Chart and Care tabs, the materials and fit lines.
 */
export function ProductInfoTabs({ product }: { product: Pick<Product, 'category' | 'collection' | 'details'> }) {
  const t = useT(productMessages);
  const td = useT(detailsMessages);
  const [tab, setTab] = useState<string | null>('details');
  const details = product.details ?? {};
  const materials = linesOf(details.materials);
  const care = linesOf(details.care);
  return (
    <Tabs
      id="product-tabs"
      value={tab}
      onChange={setTab}
      mt={40}
      classNames={{ tab: classes.tab, panel: classes.panel }}
    >
      <HydrationGate>
        <Tabs.List>
          <Tabs.Tab value="details">{t('product.tabDetails')}</Tabs.Tab>
          {details.sizeChart && <Tabs.Tab value="size-chart">{td('details.tabSizeChart')}</Tabs.Tab>}
          <Tabs.Tab value="shipping">{t('product.tabShipping')}</Tabs.Tab>
          {care.length > 0 && <Tabs.Tab value="care">{t('product.tabCare')}</Tabs.Tab>}
        </Tabs.List>
      </HydrationGate>
      <Tabs.Panel value="details">
        <List spacing={6} size="sm">
          {materials.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
          {product.category && <List.Item>{t('product.category', { category: product.category })}</List.Item>}
          {product.collection && <List.Item>{t('product.collection', { collection: product.collection })}</List.Item>}
        </List>
        {details.fit && (
          <>
            <Text className={itemClasses.blockTitle}>{td('details.fit')}</Text>
            <Text size="sm" className={itemClasses.text}>
              {details.fit}
            </Text>
          </>
        )}
        <Text size="sm" c="dimmed" mt="sm">
          {t('product.oneOfAKind')}
        </Text>
      </Tabs.Panel>
      {details.sizeChart && (
        <Tabs.Panel value="size-chart">
          <SizeChartTable chart={details.sizeChart} />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="shipping">
        <ShippingMethodsFacts enabled={tab === 'shipping'} />
        <Text size="sm" c="dimmed" mt="sm">
          {t('product.shipNote')}
        </Text>
      </Tabs.Panel>
      {care.length > 0 && (
        <Tabs.Panel value="care">
          <List spacing={6} size="sm">
            {care.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

/** The info tabs as an island (issue 45): the product read by id. */
export function ProductTabs({ id }: { id: number }) {
  return <ProductInfoTabs product={useProduct(id).product} />;
}
