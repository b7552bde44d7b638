import { z } from 'zod';

export const BUCKETS = ['pdf', 'video-rev'] as const;
export const bucketSchema = z.enum(BUCKETS, { error: 'Unknown storage bucket.' });
export type Bucket = z.infer<typeof bucketSchema>;

export const storedFileSchema = z.object({ name: z.string(), url: z.string() });
export const bucketListingSchema = z.object({ files: z.array(storedFileSchema) });
export type StoredFile = z.infer<typeof storedFileSchema>;
