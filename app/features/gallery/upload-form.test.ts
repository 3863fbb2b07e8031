import { describe, expect, it } from 'vitest'
import { galleryMessages } from '~/contracts/gallery'
import { IMAGE_MAX_BYTES, imageMessages } from '~/contracts/images'
import { uploadProblem } from './upload-form'

describe('uploadProblem', () => {
  it('asks for a file, a non-empty one, not over 15 MB, and an alt text', () => {
    expect(uploadProblem(null, 'Pool')).toEqual({ field: 'file', message: 'Choose a photo to upload.' })
    expect(uploadProblem({ size: 0 }, 'Pool')).toEqual({ field: 'file', message: imageMessages.empty })
    expect(uploadProblem({ size: IMAGE_MAX_BYTES + 1 }, 'Pool')).toEqual({ field: 'file', message: imageMessages.tooLarge })
    expect(uploadProblem({ size: IMAGE_MAX_BYTES }, '  ')).toEqual({ field: 'alt', message: galleryMessages.alt })
    expect(uploadProblem({ size: 1000 }, 'Pool')).toBeNull()
  })
})
