import {
  Checkbox,
  Divider,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { paintingInput } from '@shared/schemas/admin-catalogue';
import type { Painting } from '@shared/schemas/catalogue';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  newPainting,
  type PaintingFormValues,
  paintingFromForm,
  paintingToForm,
} from '../../../features/admin/painting-form';
import { useSettings } from '../../../features/settings';
import { useTRPC } from '../../../trpc';
import { PaintingDetailsFields } from '../Details/DetailsFields';
import { ImageUrlInput } from '../Media/ImageUrlInput';
import { PaintingPhotos } from '../Photos/ItemPhotos';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { FinalSaleCheckbox } from '../shared/FinalSaleCheckbox';
import { FormActions } from '../shared/FormActions';
import { MoneyInput } from '../shared/MoneyInput';
import { useCatalogueSave } from '../shared/mutations';
import { ReleaseFields } from '../shared/ReleaseFields';
import { FrenchTexts } from '../shared/TranslatedField';
import { PrintSizesEditor } from './PrintSizesEditor';
import { StoryFields } from './StoryFields';

interface PaintingDialogProps extends EditDialogProps {
  /** The painting to edit; null adds a new one. */
  painting: Painting | null;
}

/** 'Add New Painting' / 'Edit Painting'. */
export function PaintingDialog({ painting, ...dialog }: PaintingDialogProps) {
  return (
    <FormDialog {...dialog} title={painting ? 'Edit Painting' : 'Add New Painting'} size="xl">
      <PaintingForm painting={painting} onDone={dialog.onClose} />
    </FormDialog>
  );
}

function PaintingForm({ painting, onDone }: { painting: Painting | null; onDone: () => void }) {
  const trpc = useTRPC();
  const { artistName } = useSettings();
  const form = useForm<PaintingFormValues>({
    initialValues: painting ? paintingToForm(painting) : newPainting(artistName),
    validate: zod4Resolver(paintingInput, { errorPriority: 'first' }),
  });

  const { save, pending } = useCatalogueSave({
    create: trpc.admin.paintings.create,
    update: trpc.admin.paintings.update,
    noun: 'Painting',
    name: (saved) => saved.title,
    added: (created) => `${created.title} is now in the gallery`,
    releaseAt: (created) => (created.upcoming ? created.publish_at : null),
    onDone,
  });
  const { is_original: isOriginal, is_limited: isLimited } = form.values;
  const submit = form.onSubmit((values) => save(paintingFromForm(values), painting?.id));

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <TextInput label="Artist" {...form.getInputProps('artist_name')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <MoneyInput label="Price" {...form.getInputProps('price')} />
          <MoneyInput label="Shipping price" {...form.getInputProps('shipping_price')} />
          <NumberInput label="Year" allowDecimal={false} allowNegative={false} {...form.getInputProps('year')} />
          <TextInput label="Medium" placeholder="Acrylic on canvas" {...form.getInputProps('medium')} />
        </SimpleGrid>
        <Group gap="md" align="flex-end" wrap="wrap">
          <NumberInput label="Width" min={0} decimalScale={2} w={120} {...form.getInputProps('dimensions.width')} />
          <NumberInput label="Height" min={0} decimalScale={2} w={120} {...form.getInputProps('dimensions.height')} />
          <Input.Wrapper label="Unit">
            <SegmentedControl
              data={['in', 'cm']}
              aria-label="Unit"
              display="flex"
              {...form.getInputProps('dimensions.unit')}
            />
          </Input.Wrapper>
        </Group>
        <PaintingPhotos form={form} />
        <ImageUrlInput
          label="Preview image URL"
          description="A small thumbnail; blank: the cover's own"
          {...form.getInputProps('preview_image_url')}
        />
        <TextInput
          label="Tags"
          description="Comma separated, e.g. abstract, blue, large"
          {...form.getInputProps('tags')}
        />
        <Divider label="Edition and availability" labelPosition="left" />
        <Group gap="xl">
          <Checkbox
            label="Original"
            description="One of a kind; unchecked for prints"
            {...form.getInputProps('is_original', { type: 'checkbox' })}
          />
          <Checkbox
            label="Limited Edition"
            description="Numbered prints: each print size is an edition of its own, numbered as it sells"
            {...form.getInputProps('is_limited', { type: 'checkbox' })}
          />
        </Group>
        {isLimited && !isOriginal && form.values.available_sizes.length > 0 ? (
          <Text size="xs" c="dimmed">
            Set each size's edition with its print size below.
          </Text>
        ) : (
          isLimited && (
            <SimpleGrid cols={2} spacing="md">
              <NumberInput
                label="Edition size"
                description="How many numbered prints will ever exist"
                min={1}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('limited_edition_count')}
              />
              <NumberInput
                label="Edition number"
                description="Numbers already sold (outside the shop too): the next sale is numbered after it"
                min={0}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('current_edition_number')}
              />
            </SimpleGrid>
          )
        )}
        {!isOriginal && (
          <>
            <NumberInput
              label="Stock"
              description="Empty: the editions left, else 25"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              maw={240}
              {...form.getInputProps('stock')}
            />
            <PrintSizesEditor form={form} />
          </>
        )}
        <Group gap="xl">
          <Checkbox label="In stock" {...form.getInputProps('in_stock', { type: 'checkbox' })} />
          <Checkbox label="Sold" {...form.getInputProps('is_sold', { type: 'checkbox' })} />
          <Checkbox label="Featured" {...form.getInputProps('is_featured', { type: 'checkbox' })} />
          <Checkbox
            label="Mark sold after purchase"
            {...form.getInputProps('mark_sold_after_purchase', { type: 'checkbox' })}
          />
          <FinalSaleCheckbox input={form.getInputProps('finalSale', { type: 'checkbox' })} />
        </Group>
        <StoryFields form={form} />
        <ReleaseFields
          releaseAt={form.getInputProps('releaseAt')}
          announce={form.getInputProps('announce', { type: 'checkbox' })}
        />
        <PaintingDetailsFields
          value={form.values.details}
          onChange={(details) => form.setFieldValue('details', details)}
          errors={form.errors}
        />
        <FrenchTexts form={form} entity="painting" />
        <FormActions submitLabel={painting ? 'Update Painting' : 'Add Painting'} pending={pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
