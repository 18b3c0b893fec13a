import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  photoUploadRequest,
  useDeletePhoto,
  useRefreshProperties,
  useSetMainPhoto,
  type PropertyDetail,
  type PropertyImage,
} from '../../api/properties';
import { UploadField } from '../../widgets/kit/UploadField';
import { PropertyPhoto } from '../../components/PropertyPhoto';
import { toast } from '../../lib/notify';
import { isMainForNewPhoto, photoDescriptionError } from '../../lib/propertyRules';
import { UPLOAD_RULES } from '../../lib/upload';
import { useSingleMutate } from '../../lib/useSingleSubmit';

export const PHOTO_TEXT = {
  title: 'Photos',
  description: 'Photo description',
  upload: 'Upload Photo',
  main: 'Main',
  setMain: 'Set as Main',
  delete: 'Delete',
  confirmDelete: 'Are you sure to delete the photo?',
  uploaded: 'The photo was uploaded.',
  mainSet: 'The main photo was changed.',
  deleted: 'The photo was deleted.',
  none: 'No photos yet.',
} as const;

function PhotoCard({
  propertyId,
  photo,
  readOnly,
}: {
  propertyId: number;
  photo: PropertyImage;
  readOnly: boolean;
}) {
  const setMain = useSetMainPhoto({ onSuccess: () => toast('success', PHOTO_TEXT.mainSet) });
  const setMainOnce = useSingleMutate(setMain);
  const remove = useDeletePhoto({ onSuccess: () => toast('success', PHOTO_TEXT.deleted) });
  const removeOnce = useSingleMutate(remove);
  const ids = { propertyId, imageId: photo.id };
  return (
    <Card
      size="small"
      data-testid={`photo-${photo.id}`}
      cover={<PropertyPhoto url={photo.url} alt={photo.description} height={140} />}
      style={{ width: 220 }}
    >
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{photo.description}</Typography.Text>
          {photo.isMain && <Tag color="blue">{PHOTO_TEXT.main}</Tag>}
        </Flex>
        {!readOnly && (
          <Flex gap={8} wrap>
            {!photo.isMain && (
              <Button
                size="small"
                icon={<StarOutlined />}
                loading={setMain.isPending}
                onClick={() => {
                  setMainOnce(ids);
                }}
              >
                {PHOTO_TEXT.setMain}
              </Button>
            )}
            <Popconfirm
              title={PHOTO_TEXT.confirmDelete}
              okText="Yes"
              cancelText="No"
              onConfirm={() => {
                removeOnce(ids);
              }}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                loading={remove.isPending}
                aria-label={`${PHOTO_TEXT.delete} ${photo.description}`}
              >
                {PHOTO_TEXT.delete}
              </Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

/**
 * The property's photos with their descriptions: upload (a description first; the first photo
 * becomes the main one), Set as Main and Delete.
 */
export function PhotosPanel({
  property,
  readOnly,
}: {
  property: PropertyDetail;
  readOnly: boolean;
}) {
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const refresh = useRefreshProperties();
  const photos = property.imageData;
  const error = photoDescriptionError(description);
  const request = photoUploadRequest(property.id, description, isMainForNewPhoto(photos));

  return (
    <Card title={PHOTO_TEXT.title}>
      {!readOnly && (
        <Form layout="vertical" component="div">
          <Form.Item
            label={PHOTO_TEXT.description}
            htmlFor="photo-description"
            required
            validateStatus={touched && error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Input
              id="photo-description"
              value={description}
              maxLength={200}
              onChange={(e) => {
                setDescription(e.target.value);
                setTouched(true);
              }}
              onBlur={() => setTouched(true)}
            />
          </Form.Item>
          <Form.Item>
            <UploadField
              {...request}
              accept={UPLOAD_RULES.image.accept}
              maxMb={UPLOAD_RULES.image.maxMb}
              disabled={!!error}
              onUploaded={() => {
                setDescription('');
                setTouched(false);
                toast('success', PHOTO_TEXT.uploaded);
                void refresh();
              }}
            >
              {PHOTO_TEXT.upload}
            </UploadField>
          </Form.Item>
        </Form>
      )}
      {photos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PHOTO_TEXT.none} />
      ) : (
        <Flex gap={12} wrap>
          {photos.map((p) => (
            <PhotoCard key={p.id} propertyId={property.id} photo={p} readOnly={readOnly} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
