import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/List.layer.css';
import { List, Tabs, Text } from '@mantine/core';
import type { Product } from '@shared/schemas/catalogue';
import { FactTable } from '../FactTable/FactTable';
import classes from './ProductDetail.module.css';
import { CARE_FACTS, PRODUCT_FACTS, SHIPPING_FACTS } from './product-facts';

/** Details, Shipping and Care Instructions (spec §9 facts). */
export function ProductInfoTabs({ product }: { product: Pick<Product, 'category' | 'collection'> }) {
  return (
    <Tabs defaultValue="details" mt={40} classNames={{ tab: classes.tab, panel: classes.panel }}>
      <Tabs.List>
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="shipping">Shipping</Tabs.Tab>
        <Tabs.Tab value="care">Care Instructions</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">
        <List spacing={6} size="sm">
          {PRODUCT_FACTS.map((fact) => (
            <List.Item key={fact}>{fact}</List.Item>
          ))}
          {product.category && <List.Item>Category: {product.category}</List.Item>}
          {product.collection && <List.Item>Collection: {product.collection}</List.Item>}
        </List>
        <Text size="sm" c="dimmed" mt="sm">
          Each piece is bleached by hand, so colours and patterns vary and yours will be one of a kind.
        </Text>
      </Tabs.Panel>
      <Tabs.Panel value="shipping">
        <FactTable facts={SHIPPING_FACTS.map(({ method, days }) => ({ label: method, value: days }))} />
        <Text size="sm" c="dimmed" mt="sm">
          We ship to the United States and Canada. Shipping and tax are calculated at checkout.
        </Text>
      </Tabs.Panel>
      <Tabs.Panel value="care">
        <List spacing={6} size="sm">
          {CARE_FACTS.map((fact) => (
            <List.Item key={fact}>{fact}</List.Item>
          ))}
        </List>
      </Tabs.Panel>
    </Tabs>
  );
}
